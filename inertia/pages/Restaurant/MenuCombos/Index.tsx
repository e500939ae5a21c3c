import { Link } from '@adonisjs/inertia/react'
import { ListChecks, Pencil, Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { MenuTabs } from '@/modules/restaurant/components/menu-tabs'
import { useMenuLive } from '@/modules/restaurant/components/menu-live'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ComboRow } from '@/modules/restaurant/types'

type IndexProps = {
  combos: ComboRow[]
  currency: string
  can: { manage: boolean; seeCost: boolean }
}

export default function Index({ combos, currency, can }: IndexProps) {
  useMenuLive<IndexProps>(['combos'], { costs: can.seeCost })
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, currency))
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.combos.title')}
          description={t('restaurant.combos.description')}
        />
        {can.manage && (
          <Button asChild>
            <Link route="restaurant.menu_combos.create" prefetch>
              <Plus aria-hidden="true" />
              {t('restaurant.combos.new')}
            </Link>
          </Button>
        )}
      </div>
      <MenuTabs current="restaurant.menu_combos.index" />
      <Card className="gap-0 overflow-hidden py-0">
        {combos.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-muted-foreground">
            {t('restaurant.combos.empty')}
          </p>
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
                  <TableRow key={combo.id} className={combo.isActive ? '' : 'opacity-60'}>
                    <TableCell>
                      <span className="font-medium">{combo.name}</span>
                      {!combo.isActive && (
                        <Badge variant="outline" className="ml-2">
                          {t('restaurant.inactive')}
                        </Badge>
                      )}
                      {combo.description && (
                        <p className="text-xs text-muted-foreground">{combo.description}</p>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{combo.itemsCount}</TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {money(combo.priceCents)}
                    </TableCell>
                    {can.seeCost && (
                      <TableCell
                        className="text-right tabular-nums"
                        data-testid={`combo-cost-${combo.id}`}
                      >
                        {money(combo.costCents)}
                      </TableCell>
                    )}
                    {can.seeCost && (
                      <TableCell className="text-right tabular-nums">
                        {money(combo.marginCents)}
                      </TableCell>
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
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
    </AppLayout>
  )
}
