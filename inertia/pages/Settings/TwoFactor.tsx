import { router } from '@inertiajs/react'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import SettingsLayout from '@/layouts/settings/layout'
import { Heading } from '@/components/heading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { RecoveryCodes } from '@/modules/settings/components/recovery-codes'
import { TwoFactorSetup } from '@/modules/settings/components/two-factor-setup'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

type Props = {
  enabled: boolean
  setup: { qrCodeSvg: string; setupKey: string } | null
  recoveryCodes: string[] | null
}

export default function TwoFactor({ enabled, setup, recoveryCodes }: Props) {
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

          {!enabled && setup && <TwoFactorSetup setup={setup} />}

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
