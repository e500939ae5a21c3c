import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EventTable } from '@/modules/events/components/event-table'
import { useChannel } from '@/hooks/use-channel'
import { navigationGroups } from '@/lib/navigation'
import { modules, type Modules } from '@/modules'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'
import type { DashboardTileProps } from '@/lib/modules'
import type { EventRow } from '@/modules/events/types'

/*
| Each module's tiles (hotelTiles, inventoryTiles, … from its manifest) are sent
| only to users who may see that module's dashboard; its manifest's section
| renders them.
*/
type Props = {
  waitingForAccess: boolean
  recentEvents: EventRow[] | null
} & DashboardTileProps<Modules>

function RecentEvents({ events }: { events: EventRow[] }) {
  const [live, setLive] = useState<EventRow[]>([])
  useChannel(
    'events',
    { EventRecorded: (event: EventRow) => setLive((current) => [event, ...current].slice(0, 8)) },
    { reloadOnReconnect: ['recentEvents'] }
  )
  const rows = [
    ...live,
    ...events.filter((event) => !live.some((row) => row.id === event.id)),
  ].slice(0, 8)
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('dashboard.recent_events')}</CardTitle>
        <CardDescription>
          <Link route="events.index" className="underline underline-offset-4">
            {t('dashboard.all_events')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <EventTable events={rows} compact />
      </CardContent>
    </Card>
  )
}

export default function Dashboard(props: Props) {
  const { waitingForAccess, recentEvents } = props
  const { user, permissions } = usePage<SharedProps>().props
  const screens = navigationGroups(permissions)
    .flatMap((group) => group.items)
    .filter((item) => item.href !== urlFor('dashboard'))
  return (
    <AppLayout breadcrumbs={[{ title: t('nav.dashboard'), href: urlFor('dashboard') }]}>
      <Heading
        level="h1"
        title={t('dashboard.title')}
        description={t('dashboard.welcome', { name: user!.fullName })}
      />
      {waitingForAccess ? (
        <Card className="max-w-xl">
          <CardHeader>
            <CardTitle>{t('dashboard.waiting_title')}</CardTitle>
            <CardDescription>{t('dashboard.waiting_text')}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <>
          {modules.map(
            (module) => module.dashboard && <module.dashboard key={module.name} props={props} />
          )}
          <div className="grid gap-4 lg:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle>{t('dashboard.your_screens')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1">
                  {screens.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        prefetch
                        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                      >
                        <item.icon aria-hidden="true" className="size-4" />
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            {recentEvents && <RecentEvents events={recentEvents} />}
          </div>
        </>
      )}
    </AppLayout>
  )
}
