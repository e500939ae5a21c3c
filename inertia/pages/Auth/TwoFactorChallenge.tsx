import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function TwoFactorChallenge() {
  const [recovery, setRecovery] = useState(false)
  const form = useForm({ code: '', recovery_code: '' })

  const toggle = () => {
    setRecovery(!recovery)
    form.clearErrors()
    form.reset()
  }

  return (
    <AuthLayout
      title={t('challenge.title')}
      description={t(recovery ? 'challenge.description_recovery' : 'challenge.description_code')}
    >
      <form
        className="grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.transform((data) =>
            recovery ? { recovery_code: data.recovery_code } : { code: data.code }
          )
          form.post(urlFor('two_factor.login.store'), { onFinish: () => form.reset() })
        }}
      >
        {recovery ? (
          <Field
            key="recovery"
            id="recovery_code"
            label={t('challenge.recovery_code')}
            autoFocus
            autoComplete="one-time-code"
            value={form.data.recovery_code}
            onChange={(e) => form.setData('recovery_code', e.target.value)}
            error={form.errors.recovery_code}
          />
        ) : (
          <Field
            key="code"
            id="code"
            label={t('challenge.code')}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            autoComplete="one-time-code"
            value={form.data.code}
            onChange={(e) => form.setData('code', e.target.value)}
            error={form.errors.code}
          />
        )}
        <SubmitButton processing={form.processing} className="w-full">
          {t('challenge.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('challenge.or_you_can')}{' '}
        <button
          type="button"
          onClick={toggle}
          className="text-foreground underline underline-offset-4"
        >
          {t(recovery ? 'challenge.use_code' : 'challenge.use_recovery')}
        </button>
      </p>
    </AuthLayout>
  )
}
