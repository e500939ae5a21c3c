import { useForm } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import SettingsLayout from '@/layouts/settings/layout'
import { Heading } from '@/components/heading'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Password() {
  const form = useForm({ current_password: '', password: '', password_confirmation: '' })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <AppLayout
      breadcrumbs={[{ title: t('settings.password'), href: urlFor('user_password.edit') }]}
    >
      <SettingsLayout>
        <div className="space-y-6">
          <Heading title={t('password.title')} description={t('password.description')} />
          <form
            className="space-y-6"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              form.put(urlFor('user_password.update'), {
                preserveScroll: true,
                onSuccess: () => form.reset(),
                onError: () => form.reset('password', 'password_confirmation'),
              })
            }}
          >
            <Field
              id="current_password"
              type="password"
              label={t('password.current')}
              autoComplete="current-password"
              value={form.data.current_password}
              onChange={(e) => form.setData('current_password', e.target.value)}
              error={form.errors.current_password}
            />
            <Field
              id="password"
              type="password"
              label={t('password.new')}
              autoComplete="new-password"
              value={form.data.password}
              onChange={(e) => form.setData('password', e.target.value)}
              error={form.errors.password}
            />
            <Field
              id="password_confirmation"
              type="password"
              label={t('password.confirmation')}
              autoComplete="new-password"
              value={form.data.password_confirmation}
              onChange={(e) => form.setData('password_confirmation', e.target.value)}
              error={form.errors.password_confirmation}
            />
            <div className="flex items-center gap-4">
              <SubmitButton processing={form.processing}>{t('password.submit')}</SubmitButton>
              <SavedNote show={form.recentlySuccessful} />
            </div>
          </form>
        </div>
      </SettingsLayout>
    </AppLayout>
  )
}
