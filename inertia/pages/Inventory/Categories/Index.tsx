import { ListPage } from '@/components/lists/list-page'
import { SearchField } from '@/components/search-field'
import { CategoriesList } from '@/modules/inventory/components/categories-list'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Paginated } from '@/lib/pagination'
import type { CategoryFilters, CategoryRow } from '@/modules/inventory/types'

type IndexProps = {
  categories: Paginated<CategoryRow>
  filters: CategoryFilters
  can: { manage: boolean }
}

export default function Index({ categories, filters, can }: IndexProps) {
  const { change } = useListQuery()
  return (
    <ListPage
      breadcrumbs={[
        { title: t('inventory.categories.title'), href: urlFor('inventory.categories.index') },
      ]}
      title={t('inventory.categories.title')}
      description={t('inventory.categories.description')}
      create={
        can.manage
          ? { href: urlFor('inventory.categories.create'), label: t('inventory.categories.new') }
          : null
      }
      filters={
        <div role="search" className="max-w-sm">
          <SearchField
            id="categories-search"
            label={t('inventory.categories.search')}
            placeholder={t('inventory.categories.search_placeholder')}
            value={filters.search}
            onSearch={(search) => change({ search })}
          />
        </div>
      }
      meta={categories.metadata}
    >
      <CategoriesList
        categories={categories.data}
        filters={filters}
        onSort={(sort, direction) => change({ sort, direction })}
      />
    </ListPage>
  )
}
