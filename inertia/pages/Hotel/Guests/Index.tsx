import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { GuestFilters } from '@/modules/hotel/components/guest-filters'
import { GuestsList } from '@/modules/hotel/components/guests-list'
import { ListPagination } from '@/components/lists/list-pagination'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import type { Paginated } from '@/lib/pagination'
import type { GuestFilters as Filters, GuestRow } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type IndexProps = { guests: Paginated<GuestRow>; filters: Filters; can: { create: boolean } }

export default function Index({ guests, filters, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <AppLayout
      breadcrumbs={[{ title: t('hotel.guests.title'), href: urlFor('hotel.guests.index') }]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('hotel.guests.title')}
          description={t('hotel.guests.description')}
        />
        {can.create && (
          <Button asChild>
            <Link route="hotel.guests.create" prefetch>
              <Plus aria-hidden="true" />
              {t('hotel.guests.new')}
            </Link>
          </Button>
        )}
      </div>
      <GuestFilters filters={filters} onChange={change} />
      <Card className="gap-0 overflow-hidden py-0">
        <GuestsList
          guests={guests.data}
          filters={filters}
          onSort={(sort, direction) => change({ sort, direction })}
        />
      </Card>
      <ListPagination meta={guests.metadata} />
    </AppLayout>
  )
}
