import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { TableOption } from '@/modules/restaurant/types'
import type {
  OrderFilters,
  OrderKind,
  OrderStatus,
  WaiterOption,
} from '@/modules/restaurant/order-list-types'

type OrderListFiltersProps = {
  filters: OrderFilters
  statuses: OrderStatus[]
  kinds: OrderKind[]
  waiters: WaiterOption[]
  tables: TableOption[]
  onChange: (changes: Record<string, string>) => void
}

/** Search by number; status, kind, waiter, table and the day it was opened; every change lands in the URL. */
export function OrderListFilters({
  filters,
  statuses,
  kinds,
  waiters,
  tables,
  onChange,
}: OrderListFiltersProps) {
  return (
    <FilterBar
      id="orders"
      search={{
        label: t('restaurant.order_list.search'),
        placeholder: t('restaurant.order_list.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'status',
          label: t('restaurant.order_list.status'),
          value: filters.status,
          anyLabel: t('restaurant.all'),
          options: statuses.map((status) => ({
            value: status,
            label: t(`restaurant.order_status.${status}`),
          })),
        },
        {
          name: 'kind',
          label: t('restaurant.order_list.kind'),
          value: filters.kind,
          anyLabel: t('restaurant.all'),
          options: kinds.map((kind) => ({
            value: kind,
            label: t(`restaurant.order_kind.${kind}`),
          })),
        },
        {
          name: 'waiter_id',
          label: t('restaurant.order_list.waiter'),
          value: filters.waiterId ? String(filters.waiterId) : '',
          anyLabel: t('restaurant.all'),
          options: waiters.map((waiter) => ({ value: String(waiter.id), label: waiter.name })),
        },
        {
          name: 'table_id',
          label: t('restaurant.order_list.table'),
          value: filters.tableId ? String(filters.tableId) : '',
          anyLabel: t('restaurant.all'),
          options: tables.map((table) => ({
            value: String(table.id),
            label: `${table.name} · ${table.area}`,
          })),
        },
      ]}
      onChange={onChange}
      others={{ date: filters.date }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="orders-date">{t('restaurant.order_list.opened_on')}</Label>
        <Input
          id="orders-date"
          type="date"
          className="md:w-44"
          value={filters.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      </div>
    </FilterBar>
  )
}
