import { t } from '@/lib/i18n'

/** Shown once, right after they are generated. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3 rounded-lg border p-4">
      <h3 className="font-medium">{t('two_factor.recovery_title')}</h3>
      <p className="text-sm text-muted-foreground">{t('two_factor.recovery_description')}</p>
      <ul
        data-testid="recovery-codes"
        className="grid gap-1 rounded-md bg-muted p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  )
}
