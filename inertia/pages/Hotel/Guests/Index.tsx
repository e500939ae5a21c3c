import { ListPage } from '@/components/lists/list-page'
import { GuestFilters } from '@/modules/hotel/components/guest-filters'
import { GuestsList } from '@/modules/hotel/components/guests-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import type { Paginated } from '@/lib/pagination'
import type { GuestFilters as Filters, GuestRow } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type IndexProps = { guests: Paginated<GuestRow>; filters: Filters; can: { create: boolean } }

export default function Index({ guests, filters, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[{ title: t('hotel.guests.title'), href: urlFor('hotel.guests.index') }]}
      title={t('hotel.guests.title')}
      description={t('hotel.guests.description')}
      create={
        can.create ? { href: urlFor('hotel.guests.create'), label: t('hotel.guests.new') } : null
      }
      filters={<GuestFilters filters={filters} onChange={change} />}
      meta={guests.metadata}
    >
      <GuestsList
        guests={guests.data}
        filters={filters}
        onSort={(sort, direction) => change({ sort, direction })}
      />
    </ListPage>
  )
}
