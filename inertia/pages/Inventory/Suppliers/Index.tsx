import { X } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/forms/select-field'
import { Button } from '@/components/ui/button'
import { SuppliersList } from '@/modules/inventory/components/suppliers-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type { SupplierFilters, SupplierRow } from '@/modules/inventory/types'

type IndexProps = {
  suppliers: Paginated<SupplierRow>
  filters: SupplierFilters
  can: { manage: boolean }
}

export default function Index({ suppliers, filters, can }: IndexProps) {
  const { change } = useListQuery()
  const filtered = Boolean(filters.search || filters.status)
  return (
    <ListPage
      breadcrumbs={[
        { title: t('inventory.suppliers.title'), href: urlFor('inventory.suppliers.index') },
      ]}
      title={t('inventory.suppliers.title')}
      description={t('inventory.suppliers.description')}
      create={
        can.manage
          ? { href: urlFor('inventory.suppliers.create'), label: t('inventory.suppliers.new') }
          : null
      }
      filters={
        <div
          role="search"
          className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-end"
        >
          <SearchField
            id="suppliers-search"
            label={t('inventory.suppliers.search')}
            placeholder={t('inventory.suppliers.search_placeholder')}
            value={filters.search}
            onSearch={(search) => change({ search })}
          />
          <SelectField
            id="suppliers-status"
            label={t('inventory.products.status')}
            value={filters.status}
            onChange={(event) => change({ status: event.target.value })}
          >
            <option value="">{t('inventory.all')}</option>
            <option value="active">{t('inventory.active')}</option>
            <option value="inactive">{t('inventory.inactive')}</option>
          </SelectField>
          <Button
            variant="ghost"
            className={filtered ? '' : 'hidden sm:invisible sm:inline-flex'}
            onClick={() => change({ search: '', status: '' })}
          >
            <X aria-hidden="true" />
            {t('inventory.clear_filters')}
          </Button>
        </div>
      }
      meta={suppliers.metadata}
    >
      <SuppliersList
        suppliers={suppliers.data}
        filters={filters}
        onSort={(sort, direction) => change({ sort, direction })}
      />
    </ListPage>
  )
}
