import { useForm } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

/** Turning two-factor on: the QR code and key to scan, then a first code to confirm it works. */
export function TwoFactorSetup({ setup }: { setup: { qrCodeSvg: string; setupKey: string } }) {
  const confirmForm = useForm({ code: '' })
  return (
    <div className="space-y-4 rounded-lg border p-4">
      <p className="text-sm">{t('two_factor.scan')}</p>
      <div
        role="img"
        aria-label="QR code"
        className="mx-auto size-48 rounded-md bg-white p-2 [&_svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
      />
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('two_factor.setup_key')}</p>
        <code
          data-testid="setup-key"
          className="block break-all rounded bg-muted px-2 py-1 font-mono text-sm"
        >
          {setup.setupKey}
        </code>
      </div>
      <form
        className="flex flex-col gap-4 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          confirmForm.post(urlFor('two_factor.confirm'), {
            preserveScroll: true,
            onFinish: () => confirmForm.reset(),
          })
        }}
      >
        <div className="flex-1">
          <Field
            id="code"
            label={t('two_factor.confirm_code')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={confirmForm.data.code}
            onChange={(e) => confirmForm.setData('code', e.target.value)}
            error={confirmForm.errors.code}
          />
        </div>
        <SubmitButton processing={confirmForm.processing}>{t('two_factor.confirm')}</SubmitButton>
      </form>
    </div>
  )
}
