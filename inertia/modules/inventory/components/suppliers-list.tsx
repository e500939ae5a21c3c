import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Badge } from '@/components/ui/badge'
import { SortableHead } from '@/components/lists/sortable-head'
import { EmptyList } from '@/components/lists/list-page'
import { t } from '@/lib/i18n'
import type { SupplierFilters, SupplierRow } from '@/modules/inventory/types'

type SuppliersListProps = {
  suppliers: SupplierRow[]
  filters: SupplierFilters
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

export function SuppliersList({ suppliers, filters, onSort }: SuppliersListProps) {
  if (suppliers.length === 0) return <EmptyList>{t('inventory.suppliers.empty')}</EmptyList>
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  const none = t('inventory.none')
  const name = (supplier: SupplierRow) => (
    <Link
      route="inventory.suppliers.show"
      routeParams={{ id: supplier.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {supplier.name}
    </Link>
  )
  const inactive = (supplier: SupplierRow) =>
    !supplier.active && <Badge variant="secondary">{t('inventory.inactive')}</Badge>
  return (
    <>
      <ul className="divide-y md:hidden">
        {suppliers.map((supplier) => (
          <li key={supplier.id} className="grid gap-1 p-4">
            <div className="flex items-start justify-between gap-2">
              {name(supplier)}
              {inactive(supplier)}
            </div>
            <span className="truncate text-sm text-muted-foreground">
              {[supplier.contactName, supplier.phone ?? supplier.email]
                .filter(Boolean)
                .join(' · ') || none}
            </span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="name" label={t('inventory.fields.name')} {...sortable} />
            <TableHead>{t('inventory.fields.contact_name')}</TableHead>
            <TableHead>{t('inventory.fields.email')}</TableHead>
            <TableHead>{t('inventory.fields.phone')}</TableHead>
            <SortableHead
              column="lead_time"
              label={t('inventory.suppliers.lead_time')}
              {...sortable}
            />
            <SortableHead
              column="products"
              label={t('inventory.suppliers.products')}
              {...sortable}
            />
            <TableHead>
              <span className="sr-only">{t('inventory.products.status')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {suppliers.map((supplier) => (
            <TableRow key={supplier.id}>
              <TableCell>{name(supplier)}</TableCell>
              <TableCell className="text-muted-foreground">
                {supplier.contactName ?? none}
              </TableCell>
              <TableCell className="text-muted-foreground">{supplier.email ?? none}</TableCell>
              <TableCell className="text-muted-foreground">{supplier.phone ?? none}</TableCell>
              <TableCell className="tabular-nums">
                {t('inventory.suppliers.days', { days: supplier.leadTimeDays })}
              </TableCell>
              <TableCell className="tabular-nums">{supplier.productsCount}</TableCell>
              <TableCell>{inactive(supplier)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
