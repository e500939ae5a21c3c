import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { TableHead } from '@/components/ui/table'
import { t } from '@/lib/i18n'

type SortableHeadProps = {
  column: string
  label: string
  sort: string
  direction: 'asc' | 'desc'
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

/** A column header that sorts the list by itself; a second click reverses the order. */
export function SortableHead({ column, label, sort, direction, onSort }: SortableHeadProps) {
  const active = sort === column
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown
  return (
    <TableHead aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={() => onSort(column, active && direction === 'asc' ? 'desc' : 'asc')}
        title={t('list.sort_by', { column: label })}
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 opacity-40'} />
      </button>
    </TableHead>
  )
}
