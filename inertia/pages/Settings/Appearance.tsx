import AppLayout from '@/layouts/app-layout'
import SettingsLayout from '@/layouts/settings/layout'
import { Heading } from '@/components/heading'
import { AppearanceTabs } from '@/modules/settings/components/appearance-tabs'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Appearance() {
  return (
    <AppLayout breadcrumbs={[{ title: t('settings.appearance'), href: urlFor('appearance.edit') }]}>
      <SettingsLayout>
        <div className="space-y-6">
          <Heading title={t('appearance.title')} description={t('appearance.description')} />
          <AppearanceTabs />
        </div>
      </SettingsLayout>
    </AppLayout>
  )
}
