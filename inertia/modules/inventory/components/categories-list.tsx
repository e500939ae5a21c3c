import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SortableHead } from '@/components/lists/sortable-head'
import { EmptyList } from '@/components/lists/list-page'
import { t } from '@/lib/i18n'
import type { CategoryFilters, CategoryRow } from '@/modules/inventory/types'

type CategoriesListProps = {
  categories: CategoryRow[]
  filters: CategoryFilters
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

/** A table from tablet width up; a stack of rows on a phone. */
export function CategoriesList({ categories, filters, onSort }: CategoriesListProps) {
  if (categories.length === 0) return <EmptyList>{t('inventory.categories.empty')}</EmptyList>
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  const name = (category: CategoryRow) => (
    <Link
      route="inventory.categories.show"
      routeParams={{ id: category.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {category.name}
    </Link>
  )
  const count = (category: CategoryRow) =>
    t('inventory.categories.products_count', { count: category.productsCount })
  return (
    <>
      <ul className="divide-y md:hidden">
        {categories.map((category) => (
          <li key={category.id} className="grid gap-1 p-4">
            {name(category)}
            <span className="text-sm text-muted-foreground">
              {[category.parent?.name, count(category)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="name" label={t('inventory.fields.name')} {...sortable} />
            <TableHead>{t('inventory.fields.parent_id')}</TableHead>
            <TableHead>{t('inventory.fields.description')}</TableHead>
            <SortableHead
              column="products"
              label={t('inventory.categories.products')}
              {...sortable}
            />
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.id}>
              <TableCell>{name(category)}</TableCell>
              <TableCell className="text-muted-foreground">
                {category.parent?.name ?? t('inventory.none')}
              </TableCell>
              <TableCell className="max-w-md truncate text-muted-foreground">
                {category.description || t('inventory.none')}
              </TableCell>
              <TableCell className="tabular-nums">{category.productsCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
