import { Link } from '@adonisjs/inertia/react'
import { Pencil, Wrench } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { RoomDetails } from '@/modules/hotel/components/room-details'
import { StatusHistory } from '@/modules/hotel/components/status-history'
import { t } from '@/lib/i18n'
import type { RoomRow, StatusChange } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

export default function Show({
  room,
  history,
  can,
}: {
  room: RoomRow
  history: StatusChange[]
  can: { manage: boolean }
}) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') },
        {
          title: t('hotel.rooms.room_title', { number: room.number }),
          href: urlFor('hotel.rooms.show', { id: room.id }),
        },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={t('hotel.rooms.room_title', { number: room.number })} />
        {can.manage && (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link route="hotel.rooms.manage" routeParams={{ id: room.id }} prefetch>
                <Wrench aria-hidden="true" />
                {t('hotel.rooms.manage')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link route="hotel.rooms.edit" routeParams={{ id: room.id }} prefetch>
                <Pencil aria-hidden="true" />
                {t('hotel.edit')}
              </Link>
            </Button>
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('hotel.rooms.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <RoomDetails room={room} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('hotel.rooms.history')}</CardTitle>
          </CardHeader>
          <CardContent>
            <StatusHistory history={history} />
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
