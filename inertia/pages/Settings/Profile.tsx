import { useForm, usePage } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import SettingsLayout from '@/layouts/settings/layout'
import { Heading } from '@/components/heading'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { TextLink } from '@/components/text-link'
import { DeleteAccount } from '@/modules/settings/components/delete-account'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'

export default function Profile({ status }: { status: string | null }) {
  const { user } = usePage<SharedProps>().props
  const form = useForm({ full_name: user!.fullName, email: user!.email })
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <AppLayout breadcrumbs={[{ title: t('settings.profile'), href: urlFor('profile.edit') }]}>
      <SettingsLayout>
        <div className="space-y-6">
          <Heading title={t('profile.title')} description={t('profile.description')} />
          <form
            className="space-y-6"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              form.patch(urlFor('profile.update'), {
                preserveScroll: true,
                onSuccess: () => form.setDefaults(),
              })
            }}
          >
            <Field
              id="full_name"
              label={t('register.name')}
              required
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
              autoComplete="username"
              value={form.data.email}
              onChange={(e) => form.setData('email', e.target.value)}
              error={form.errors.email}
            />
            {!user!.emailVerified && (
              <p className="text-sm text-muted-foreground">
                {t('profile.unverified')}{' '}
                <TextLink href={urlFor('verification.send')} method="post">
                  {t('profile.resend')}
                </TextLink>
              </p>
            )}
            {status && <p className="text-sm font-medium text-success">{status}</p>}
            <div className="flex items-center gap-4">
              <SubmitButton processing={form.processing}>{t('settings.save')}</SubmitButton>
              <SavedNote show={form.recentlySuccessful} />
            </div>
          </form>
        </div>
        <DeleteAccount />
      </SettingsLayout>
    </AppLayout>
  )
}
