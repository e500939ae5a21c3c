import { router, useForm } from '@inertiajs/react'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import SettingsLayout from '@/layouts/settings/layout'
import { Heading } from '@/components/heading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { RecoveryCodes } from '@/modules/settings/components/recovery-codes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

type Props = {
  enabled: boolean
  setup: { qrCodeSvg: string; setupKey: string } | null
  recoveryCodes: string[] | null
}

export default function TwoFactor({ enabled, setup, recoveryCodes }: Props) {
  const confirmForm = useForm({ code: '' })

  return (
    <AppLayout breadcrumbs={[{ title: t('settings.two_factor'), href: urlFor('two_factor.show') }]}>
      <SettingsLayout>
        <div className="space-y-6">
          <Heading title={t('two_factor.title')} description={t('two_factor.description')} />
          <Badge variant={enabled ? 'default' : 'destructive'}>
            {t(enabled ? 'two_factor.enabled_badge' : 'two_factor.disabled_badge')}
          </Badge>
          <p className="text-sm text-muted-foreground">
            {t(enabled ? 'two_factor.enabled_text' : 'two_factor.disabled_text')}
          </p>

          {!enabled && !setup && (
            <Button
              onClick={() => router.post(urlFor('two_factor.enable'), {}, { preserveScroll: true })}
            >
              <ShieldCheck aria-hidden="true" /> {t('two_factor.enable')}
            </Button>
          )}

          {!enabled && setup && (
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
                <SubmitButton processing={confirmForm.processing}>
                  {t('two_factor.confirm')}
                </SubmitButton>
              </form>
            </div>
          )}

          {enabled && (
            <div className="space-y-6">
              {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="secondary"
                  onClick={() =>
                    router.post(urlFor('two_factor.recovery_codes'), {}, { preserveScroll: true })
                  }
                >
                  {t('two_factor.regenerate')}
                </Button>
                <Button
                  variant="destructive"
                  onClick={() =>
                    router.delete(urlFor('two_factor.disable'), { preserveScroll: true })
                  }
                >
                  <ShieldOff aria-hidden="true" /> {t('two_factor.disable')}
                </Button>
              </div>
            </div>
          )}
        </div>
      </SettingsLayout>
    </AppLayout>
  )
}
