import { Link } from '@adonisjs/inertia/react'
import { ListChecks, Pencil } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { EmptyList } from '@/components/lists/list-page'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { ComboRow } from '@/modules/restaurant/types'

type MenuCombosListProps = {
  combos: ComboRow[]
  currency: string
  can: { manage: boolean; seeCost: boolean }
}

/** The combos with their price and, for those who may see it, their cost and margin. */
export function MenuCombosList({ combos, currency, can }: MenuCombosListProps) {
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, currency))
  return combos.length === 0 ? (
    <EmptyList>{t('restaurant.combos.empty')}</EmptyList>
  ) : (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('restaurant.combos.name')}</TableHead>
            <TableHead className="text-right">{t('restaurant.combos.items')}</TableHead>
            <TableHead className="text-right">{t('restaurant.combos.price')}</TableHead>
            {can.seeCost && (
              <TableHead className="text-right">{t('restaurant.menu.cost')}</TableHead>
            )}
            {can.seeCost && (
              <TableHead className="text-right">{t('restaurant.menu.margin')}</TableHead>
            )}
            <TableHead>
              <span className="sr-only">{t('restaurant.edit')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {combos.map((combo) => (
            <ComboTableRow key={combo.id} combo={combo} money={money} can={can} />
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

type ComboTableRowProps = {
  combo: ComboRow
  money: (cents: number | null) => string
  can: MenuCombosListProps['can']
}

/** One combo: its name and items, price, and for those who may see it cost and margin. */
function ComboTableRow({ combo, money, can }: ComboTableRowProps) {
  return (
    <TableRow className={combo.isActive ? '' : 'opacity-60'}>
      <TableCell>
        <span className="font-medium">{combo.name}</span>
        {!combo.isActive && (
          <Badge variant="outline" className="ml-2">
            {t('restaurant.inactive')}
          </Badge>
        )}
        {combo.description && <p className="text-xs text-muted-foreground">{combo.description}</p>}
      </TableCell>
      <TableCell className="text-right tabular-nums">{combo.itemsCount}</TableCell>
      <TableCell className="text-right font-medium tabular-nums">
        {money(combo.priceCents)}
      </TableCell>
      {can.seeCost && (
        <TableCell className="text-right tabular-nums" data-testid={`combo-cost-${combo.id}`}>
          {money(combo.costCents)}
        </TableCell>
      )}
      {can.seeCost && (
        <TableCell className="text-right tabular-nums">{money(combo.marginCents)}</TableCell>
      )}
      <TableCell>
        {can.manage && (
          <div className="flex justify-end gap-1">
            <Button size="sm" variant="ghost" asChild>
              <Link
                route="restaurant.menu_combos.items"
                routeParams={{ id: combo.id }}
                aria-label={`${t('restaurant.combos.manage_items')}: ${combo.name}`}
              >
                <ListChecks aria-hidden="true" />
                {t('restaurant.combos.manage_items')}
              </Link>
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link
                route="restaurant.menu_combos.edit"
                routeParams={{ id: combo.id }}
                aria-label={`${t('restaurant.edit')} ${combo.name}`}
              >
                <Pencil aria-hidden="true" />
                {t('restaurant.edit')}
              </Link>
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  )
}
