import { usePage } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import type { SharedProps } from '@/types'

export default function Dashboard() {
  const { user } = usePage<SharedProps>().props
  return (
    <AppLayout breadcrumbs={[{ title: t('nav.dashboard'), href: '/dashboard' }]}>
      <Heading level="h1" title={t('dashboard.title')} description={t('dashboard.welcome', { name: user!.fullName })} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{t('dashboard.waiting_title')}</CardTitle>
          <CardDescription>{t('dashboard.waiting_text')}</CardDescription>
        </CardHeader>
        <CardContent />
      </Card>
    </AppLayout>
  )
}
