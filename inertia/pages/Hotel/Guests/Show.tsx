import { Link } from '@adonisjs/inertia/react'
import { Pencil, UserRound } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { GuestBadges } from '@/modules/hotel/components/guest-badges'
import { GuestDetails } from '@/modules/hotel/components/guest-details'
import { GuestStays } from '@/modules/hotel/components/guest-stays'
import { t } from '@/lib/i18n'
import type { GuestDetail, GuestStay } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type ShowProps = {
  guest: GuestDetail
  stays: GuestStay[]
  spendCents: number
  openBalanceCents: number
  customer: { id: number; name: string } | null
  can: { update: boolean }
}

export default function Show({
  guest,
  stays,
  spendCents,
  openBalanceCents,
  customer,
  can,
}: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.guests.title'), href: urlFor('hotel.guests.index') },
        { title: guest.fullName, href: urlFor('hotel.guests.show', { id: guest.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading level="h1" title={guest.fullName} />
          <GuestBadges guest={guest} />
          {customer && (
            <Link
              route="customers.show"
              routeParams={{ id: customer.id }}
              className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
            >
              <UserRound aria-hidden="true" className="size-4" />
              {t('customers.guest_is_customer', { name: customer.name })}
            </Link>
          )}
        </div>
        {can.update && (
          <Button variant="outline" asChild>
            <Link route="hotel.guests.edit" routeParams={{ id: guest.id }} prefetch>
              <Pencil aria-hidden="true" />
              {t('hotel.edit')}
            </Link>
          </Button>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('hotel.guests.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <GuestDetails guest={guest} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('hotel.guests.stays')}</CardTitle>
          </CardHeader>
          <CardContent>
            <GuestStays stays={stays} spendCents={spendCents} openBalanceCents={openBalanceCents} />
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
