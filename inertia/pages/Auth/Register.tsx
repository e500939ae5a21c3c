import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextLink } from '@/components/text-link'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function Register() {
  const form = useForm({ full_name: '', email: '', password: '', password_confirmation: '' })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('register.store'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <AuthLayout title={t('register.title')} description={t('register.description')}>
      <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
        <div className="grid gap-6">
          <Field
            id="full_name"
            label={t('register.name')}
            required
            autoFocus
            autoComplete="name"
            value={form.data.full_name}
            onChange={(e) => form.setData('full_name', e.target.value)}
            error={form.errors.full_name}
          />
          <Field
            id="email"
            type="email"
            label={t('login.email')}
            required
            autoComplete="email"
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
            error={form.errors.email}
          />
          <Field
            id="password"
            type="password"
            label={t('login.password')}
            required
            autoComplete="new-password"
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
            error={form.errors.password}
          />
          <Field
            id="password_confirmation"
            type="password"
            label={t('register.password_confirmation')}
            required
            autoComplete="new-password"
            value={form.data.password_confirmation}
            onChange={(e) => form.setData('password_confirmation', e.target.value)}
            error={form.errors.password_confirmation}
          />
          <SubmitButton processing={form.processing} className="mt-2 w-full">
            {t('register.submit')}
          </SubmitButton>
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {t('register.have_account')} <TextLink href={urlFor('login')}>{t('nav.log_in')}</TextLink>
        </p>
      </form>
    </AuthLayout>
  )
}
