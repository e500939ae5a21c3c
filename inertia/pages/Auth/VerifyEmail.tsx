import { useForm } from '@inertiajs/react'
import AuthLayout from '@/layouts/auth-layout'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextLink } from '@/components/text-link'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/signed-out-routes'

export default function VerifyEmail({ status }: { status: string | null }) {
  const form = useForm({})

  return (
    <AuthLayout title={t('verify.title')} description={t('verify.description')}>
      {status && (
        <p role="status" className="text-center text-sm font-medium text-success">
          {status}
        </p>
      )}
      <form
        className="space-y-6 text-center"
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('verification.send'))
        }}
      >
        <SubmitButton processing={form.processing} variant="secondary">
          {t('verify.resend')}
        </SubmitButton>
        <TextLink
          href={urlFor('logout')}
          method="post"
          as="button"
          className="mx-auto block text-sm"
        >
          {t('nav.log_out')}
        </TextLink>
      </form>
    </AuthLayout>
  )
}
