import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextLink } from '@/components/text-link'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function ForgotPassword({ status }: { status: string | null }) {
  const form = useForm({ email: '' })

  return (
    <AuthLayout title={t('forgot.title')} description={t('forgot.description')}>
      {status && (
        <p role="status" className="text-center text-sm font-medium text-success">
          {status}
        </p>
      )}
      <form
        className="grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('password.email'))
        }}
      >
        <Field
          id="email"
          type="email"
          label={t('login.email')}
          required
          autoFocus
          autoComplete="email"
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
        />
        <SubmitButton processing={form.processing} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('forgot.back')} <TextLink href={urlFor('login')}>{t('nav.log_in')}</TextLink>
      </p>
    </AuthLayout>
  )
}
