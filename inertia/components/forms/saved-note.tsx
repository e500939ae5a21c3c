import { t } from '@/lib/i18n'

export function SavedNote({ show }: { show: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm text-muted-foreground transition-opacity ${show ? 'opacity-100' : 'opacity-0'}`}
    >
      {show ? t('settings.saved') : ''}
    </p>
  )
}
