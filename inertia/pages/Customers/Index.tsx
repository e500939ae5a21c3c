import { ListPage } from '@/components/lists/list-page'
import { CustomerFiltersBar } from '@/modules/customers/components/customer-filters'
import { CustomersList } from '@/modules/customers/components/customers-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type { CustomerFilters, CustomerKind, CustomerRow } from '@/modules/customers/types'

type IndexProps = {
  customers: Paginated<CustomerRow>
  filters: CustomerFilters
  kinds: CustomerKind[]
  tags: string[]
  can: { create: boolean }
}

export default function Index({ customers, filters, kinds, tags, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[{ title: t('customers.title'), href: urlFor('customers.index') }]}
      title={t('customers.title')}
      description={t('customers.description')}
      create={can.create ? { href: urlFor('customers.create'), label: t('customers.new') } : null}
      meta={customers.metadata}
      filters={<CustomerFiltersBar filters={filters} kinds={kinds} tags={tags} onChange={change} />}
    >
      <CustomersList
        customers={customers.data}
        filters={filters}
        onSort={(sort, direction) => change({ sort, direction })}
      />
    </ListPage>
  )
}
