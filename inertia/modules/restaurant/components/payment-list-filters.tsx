import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type {
  CashierOption,
  PaymentFilters,
  PaymentMethod,
} from '@/modules/restaurant/payment-list-types'

type PaymentListFiltersProps = {
  filters: PaymentFilters
  methods: PaymentMethod[]
  cashiers: CashierOption[]
  onChange: (changes: Record<string, string>) => void
}

/** The days (from, to), the method and the cashier; every change lands in the URL. */
export function PaymentListFilters({
  filters,
  methods,
  cashiers,
  onChange,
}: PaymentListFiltersProps) {
  return (
    <FilterBar
      id="payments"
      selects={[
        {
          name: 'method',
          label: t('restaurant.payment_list.method_filter'),
          value: filters.method,
          anyLabel: t('restaurant.payment_list.all_methods'),
          options: methods.map((method) => ({
            value: method,
            label: t(`restaurant.payment_list.method.${method}`),
          })),
        },
        {
          name: 'cashier_id',
          label: t('restaurant.payment_list.cashier'),
          value: filters.cashierId ? String(filters.cashierId) : '',
          anyLabel: t('restaurant.all'),
          options: cashiers.map((cashier) => ({ value: String(cashier.id), label: cashier.name })),
        },
      ]}
      onChange={onChange}
    >
      {(['from', 'to'] as const).map((name) => (
        <div key={name} className="grid gap-1.5">
          <Label htmlFor={`payments-${name}`}>{t(`restaurant.payment_list.${name}`)}</Label>
          <Input
            id={`payments-${name}`}
            type="date"
            className="md:w-44"
            value={filters[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        </div>
      ))}
    </FilterBar>
  )
}
