import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function ResetPassword({ token, email }: { token: string; email: string }) {
  const form = useForm({ token, email, password: '', password_confirmation: '' })

  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')}>
      <form
        className="grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('password.update'), {
            onFinish: () => form.reset('password', 'password_confirmation'),
          })
        }}
      >
        <Field
          id="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          value={form.data.email}
          readOnly
          error={form.errors.email ?? form.errors.token}
        />
        <Field
          id="password"
          type="password"
          label={t('password.new')}
          required
          autoFocus
          autoComplete="new-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
        />
        <Field
          id="password_confirmation"
          type="password"
          label={t('password.confirmation')}
          required
          autoComplete="new-password"
          value={form.data.password_confirmation}
          onChange={(e) => form.setData('password_confirmation', e.target.value)}
          error={form.errors.password_confirmation}
        />
        <SubmitButton processing={form.processing} className="mt-2 w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  )
}
