import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { RoomStatusChange } from '@/modules/hotel/components/room-status-change'
import { StatusHistory } from '@/modules/hotel/components/status-history'
import {
  RoomBlockForm,
  RoomBlockList,
  RoomUpcomingBookings,
  type RoomBlockRow,
  type UpcomingBooking,
} from '@/modules/hotel/components/room-blocks'
import { t } from '@/lib/i18n'
import type { HousekeepingStatus, RoomRow, StatusChange } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type ManageProps = {
  room: RoomRow
  history: StatusChange[]
  statuses: HousekeepingStatus[]
  today: string
  blocks: RoomBlockRow[]
  upcomingBookings: UpcomingBooking[]
}

/** The room's operational page: change its housekeeping status with a reason, block it out of order, see its history. */
export default function Manage({
  room,
  history,
  statuses,
  today,
  blocks,
  upcomingBookings,
}: ManageProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') },
        {
          title: t('hotel.rooms.room_title', { number: room.number }),
          href: urlFor('hotel.rooms.show', { id: room.id }),
        },
        { title: t('hotel.rooms.manage'), href: urlFor('hotel.rooms.manage', { id: room.id }) },
      ]}
    >
      <Heading
        level="h1"
        title={t('hotel.rooms.manage_title', { number: room.number })}
        description={t('hotel.rooms.manage_description')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <RoomStatusChange room={room} statuses={statuses} />
        <Card className="lg:row-span-2">
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.rooms.history')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StatusHistory history={history} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.blocks.title')}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t('hotel.blocks.description')}</p>
          </CardHeader>
          <CardContent className="grid gap-6">
            <RoomBlockList roomId={room.id} roomNumber={room.number} blocks={blocks} />
            <RoomBlockForm roomId={room.id} today={today} />
            <section aria-labelledby="upcoming-bookings" className="grid gap-2">
              <h3 id="upcoming-bookings" className="text-sm font-medium">
                {t('hotel.blocks.upcoming_bookings')}
              </h3>
              <RoomUpcomingBookings bookings={upcomingBookings} />
            </section>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
