import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Pencil } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { RoomTypeDetails, RoomTypeRooms } from '@/modules/hotel/components/room-type-details'
import { t } from '@/lib/i18n'
import { RateRules } from '@/modules/hotel/components/rate-rules'
import {
  RoomTypeAvailability,
  type NightAvailability,
} from '@/modules/hotel/components/room-type-availability'
import {
  RoomTypePerformance,
  RoomTypePricePreview,
  type Performance,
  type PreviewNight,
} from '@/modules/hotel/components/room-type-performance'
import type { RateRuleRow } from '@/modules/hotel/components/rate-rules-form'
import type { SharedProps } from '@/types'
import type { RoomRow, RoomTypeRow } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type ShowProps = {
  roomType: RoomTypeRow
  rooms: RoomRow[]
  currency: string
  rateRules: RateRuleRow[]
  availability: NightAvailability[]
  performance: Performance
  pricePreview: PreviewNight[]
  can: { manageRates: boolean }
}

/* A titled card; every section of the page is one. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

export default function Show({
  roomType,
  rooms,
  currency,
  rateRules,
  availability,
  performance,
  pricePreview,
  can,
}: ShowProps) {
  const { permissions } = usePage<SharedProps>().props
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.room_types.title'), href: urlFor('hotel.room_types.index') },
        { title: roomType.name, href: urlFor('hotel.room_types.show', { id: roomType.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={`${roomType.code} · ${roomType.name}`}
          description={roomType.description || undefined}
        />
        {roomType.can.update && (
          <Button variant="outline" asChild>
            <Link route="hotel.room_types.edit" routeParams={{ id: roomType.id }} prefetch>
              <Pencil aria-hidden="true" />
              {t('hotel.edit')}
            </Link>
          </Button>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <RoomTypeDetails roomType={roomType} currency={currency} />
        <RoomTypeRooms
          roomType={roomType}
          rooms={rooms}
          linkRooms={permissions.includes('hotel.rooms.view')}
        />
      </div>
      <Section title={t('hotel.room_types.show_availability')}>
        <RoomTypeAvailability nights={availability} />
      </Section>
      <Section title={t('hotel.room_types.show_performance')}>
        <RoomTypePerformance performance={performance} currency={currency} />
      </Section>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title={t('hotel.rates.title')}>
          <p className="mb-3 text-sm text-muted-foreground">{t('hotel.rates.description')}</p>
          <RateRules
            roomTypeId={roomType.id}
            rules={rateRules}
            currency={currency}
            canManage={can.manageRates}
          />
        </Section>
        <Section title={t('hotel.room_types.show_price_preview')}>
          <RoomTypePricePreview nights={pricePreview} currency={currency} />
        </Section>
      </div>
    </AppLayout>
  )
}
