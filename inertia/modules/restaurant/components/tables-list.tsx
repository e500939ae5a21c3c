import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Pencil, Sparkles } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { TableStatusBadge } from '@/modules/restaurant/components/table-status-badge'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardTable } from '@/modules/restaurant/types'

type TablesListProps = { tables: BoardTable[]; can: { manage: boolean; clean: boolean } }

function Actions({ table, can }: { table: BoardTable; can: TablesListProps['can'] }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {can.clean && table.status === 'needs_cleaning' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('restaurant.tables.mark_cleaned_named', { name: table.name })}
          onClick={() =>
            router.post(
              urlFor('restaurant.tables.clean', { id: table.id }),
              {},
              { preserveScroll: true }
            )
          }
        >
          <Sparkles aria-hidden="true" />
          {t('restaurant.tables.mark_cleaned')}
        </Button>
      )}
      {can.manage && (
        <Button size="sm" variant="ghost" asChild>
          <Link
            route="restaurant.tables.edit"
            routeParams={{ id: table.id }}
            aria-label={`${t('restaurant.edit')} ${t('restaurant.tables.label', { name: table.name })}`}
          >
            <Pencil aria-hidden="true" />
            {t('restaurant.edit')}
          </Link>
        </Button>
      )}
    </div>
  )
}

/** Tables with their live status; a table on a tablet or desktop, cards on a phone. */
export function TablesList({ tables, can }: TablesListProps) {
  if (tables.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('restaurant.tables.empty')}
      </p>
    )
  return (
    <>
      <ul className="divide-y md:hidden">
        {tables.map((table) => (
          <li key={table.id} className={`grid gap-2 p-4 ${table.isActive ? '' : 'opacity-60'}`}>
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {t('restaurant.tables.label', { name: table.name })}
              </span>
              <TableStatusBadge status={table.status} />
            </div>
            <span className="text-sm text-muted-foreground">
              {table.area} · {t('restaurant.tables.seats_count', { seats: table.seats })} ·{' '}
              {t(`restaurant.shape.${table.shape}`)}
            </span>
            <Actions table={table} can={can} />
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('restaurant.tables.name')}</TableHead>
            <TableHead>{t('restaurant.tables.area')}</TableHead>
            <TableHead className="text-right">{t('restaurant.tables.seats')}</TableHead>
            <TableHead>{t('restaurant.tables.shape')}</TableHead>
            <TableHead>{t('restaurant.tables.status')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('restaurant.edit')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tables.map((table) => (
            <TableRow key={table.id} className={table.isActive ? '' : 'opacity-60'}>
              <TableCell className="font-medium">{table.name}</TableCell>
              <TableCell>{table.area}</TableCell>
              <TableCell className="text-right tabular-nums">{table.seats}</TableCell>
              <TableCell>{t(`restaurant.shape.${table.shape}`)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <TableStatusBadge status={table.status} />
                  {!table.isActive && <Badge variant="outline">{t('restaurant.inactive')}</Badge>}
                </div>
              </TableCell>
              <TableCell>
                <Actions table={table} can={can} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
