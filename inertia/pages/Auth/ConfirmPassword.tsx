import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function ConfirmPassword() {
  const form = useForm({ password: '' })

  return (
    <AuthLayout title={t('confirm.title')} description={t('confirm.description')}>
      <form
        className="grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('password.confirm.store'), { onFinish: () => form.reset('password') })
        }}
      >
        <Field
          id="password"
          type="password"
          label={t('login.password')}
          required
          autoFocus
          autoComplete="current-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
        />
        <SubmitButton processing={form.processing} className="w-full">
          {t('confirm.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  )
}
