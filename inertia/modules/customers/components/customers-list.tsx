import { Link } from '@adonisjs/inertia/react'
import { Building2, Hotel, Mail, UserRound } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SortableHead } from '@/components/lists/sortable-head'
import { t } from '@/lib/i18n'
import type { CustomerFilters, CustomerRow } from '@/modules/customers/types'

type CustomersListProps = {
  customers: CustomerRow[]
  filters: CustomerFilters
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

const none = t('customers.none')

export function CustomerMarks({ customer }: { customer: CustomerRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      {customer.guestId && (
        <Badge variant="secondary" title={t('customers.guest_linked')}>
          <Hotel aria-hidden="true" />
          {t('customers.guest_linked')}
        </Badge>
      )}
      {customer.marketingConsent && (
        <Badge variant="outline" title={t('customers.marketing_consent')}>
          <Mail aria-hidden="true" />
          {t('customers.marketing')}
        </Badge>
      )}
      {customer.tags.map((tag) => (
        <Badge key={tag} variant="outline">
          {tag}
        </Badge>
      ))}
    </span>
  )
}

function Name({ customer }: { customer: CustomerRow }) {
  const Icon = customer.kind === 'company' ? Building2 : UserRound
  return (
    <Link
      route="customers.show"
      routeParams={{ id: customer.id }}
      prefetch
      className="inline-flex items-center gap-1.5 font-medium hover:underline"
    >
      <Icon
        aria-label={t(`customers.kind.${customer.kind}`)}
        className="size-4 shrink-0 text-muted-foreground"
      />
      {customer.name}
    </Link>
  )
}

/** A table from tablet width up; a stack of cards on a phone. */
export function CustomersList({ customers, filters, onSort }: CustomersListProps) {
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  if (customers.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('customers.empty')}</p>
    )
  return (
    <>
      <ul className="divide-y md:hidden">
        {customers.map((customer) => (
          <li key={customer.id} className="grid gap-1 p-4">
            <Name customer={customer} />
            <span className="truncate text-sm text-muted-foreground">
              {[customer.email, customer.phone].filter(Boolean).join(' · ') || none}
            </span>
            <CustomerMarks customer={customer} />
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="name" label={t('customers.name')} {...sortable} />
            <SortableHead column="email" label={t('customers.email')} {...sortable} />
            <TableHead>{t('customers.phone')}</TableHead>
            <TableHead>{t('customers.tax_id')}</TableHead>
            <TableHead>{t('customers.tags')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer.id}>
              <TableCell>
                <Name customer={customer} />
              </TableCell>
              <TableCell className="text-muted-foreground">{customer.email ?? none}</TableCell>
              <TableCell className="text-muted-foreground">{customer.phone || none}</TableCell>
              <TableCell className="text-muted-foreground">{customer.taxId || none}</TableCell>
              <TableCell>
                <CustomerMarks customer={customer} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
