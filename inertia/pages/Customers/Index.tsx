import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FilterBar } from '@/components/lists/filter-bar'
import { ListPagination } from '@/components/lists/list-pagination'
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
  const yesNo = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ]
  return (
    <AppLayout breadcrumbs={[{ title: t('customers.title'), href: urlFor('customers.index') }]}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={t('customers.title')} description={t('customers.description')} />
        {can.create && (
          <Button asChild>
            <Link route="customers.create" prefetch>
              <Plus aria-hidden="true" />
              {t('customers.new')}
            </Link>
          </Button>
        )}
      </div>
      <FilterBar
        id="customers"
        search={{
          label: t('customers.search'),
          placeholder: t('customers.search_placeholder'),
          value: filters.search,
        }}
        selects={[
          {
            name: 'kind',
            label: t('customers.kind'),
            value: filters.kind,
            anyLabel: t('customers.all'),
            options: kinds.map((kind) => ({ value: kind, label: t(`customers.kind.${kind}`) })),
          },
          {
            name: 'tag',
            label: t('customers.tag_filter'),
            value: filters.tag,
            anyLabel: t('customers.all'),
            options: tags.map((tag) => ({ value: tag, label: tag })),
          },
          {
            name: 'consent',
            label: t('customers.consent_filter'),
            value: filters.consent,
            anyLabel: t('customers.all'),
            options: yesNo(t('customers.consents'), t('customers.no_consent')),
          },
          {
            name: 'guest',
            label: t('customers.guest_filter'),
            value: filters.guest,
            anyLabel: t('customers.all'),
            options: yesNo(t('customers.linked'), t('customers.not_linked')),
          },
        ]}
        onChange={change}
      />
      <Card className="gap-0 overflow-hidden py-0">
        <CustomersList
          customers={customers.data}
          filters={filters}
          onSort={(sort, direction) => change({ sort, direction })}
        />
      </Card>
      <ListPagination meta={customers.metadata} />
    </AppLayout>
  )
}
