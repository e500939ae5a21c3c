import { useForm, usePage } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextLink } from '@/components/text-link'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'
import type { SharedProps } from '@/types'

export default function Login({ status }: { status: string | null }) {
  const { app } = usePage<SharedProps>().props
  const form = useForm({ email: '', password: '', remember: false })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('login.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      {status && <p className="text-center text-sm font-medium text-success">{status}</p>}
      <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
        <div className="grid gap-6">
          <Field
            id="email"
            type="email"
            label={t('login.email')}
            required
            autoFocus
            autoComplete="email"
            placeholder="email@example.com"
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
            error={form.errors.email}
          />
          <Field
            id="password"
            type="password"
            label={t('login.password')}
            required
            autoComplete="current-password"
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
            error={form.errors.password}
            hint={<TextLink href={urlFor('password.request')}>{t('login.forgot')}</TextLink>}
          />
          {/* A native checkbox: the sign-in page ships the least JavaScript of all. */}
          <label htmlFor="remember" className="flex items-center gap-3 text-sm font-medium">
            <input
              id="remember"
              name="remember"
              type="checkbox"
              className="size-4 rounded border-input accent-primary"
              checked={form.data.remember}
              onChange={(event) => form.setData('remember', event.target.checked)}
            />
            {t('login.remember')}
          </label>
          <SubmitButton processing={form.processing} className="mt-4 w-full">
            {t('login.submit')}
          </SubmitButton>
        </div>
        {app.registrationOpen && (
          <p className="text-center text-sm text-muted-foreground">
            {t('login.no_account')}{' '}
            <TextLink href={urlFor('register')}>{t('login.sign_up')}</TextLink>
          </p>
        )}
      </form>
    </AuthLayout>
  )
}
