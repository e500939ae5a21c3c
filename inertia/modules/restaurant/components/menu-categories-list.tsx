import { Link } from '@adonisjs/inertia/react'
import { Pencil } from 'lucide-react'
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
import { t } from '@/lib/i18n'
import type { MenuCategoryRow } from '@/modules/restaurant/types'

/** The menu's categories in their order, each with its station and a link to its items. */
export function MenuCategoriesList({
  categories,
  can,
}: {
  categories: MenuCategoryRow[]
  can: { manage: boolean }
}) {
  return categories.length === 0 ? (
    <EmptyList>{t('restaurant.menu.no_categories')}</EmptyList>
  ) : (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16 text-right">{t('restaurant.menu.sort_order')}</TableHead>
          <TableHead>{t('restaurant.menu.name')}</TableHead>
          <TableHead>{t('restaurant.menu.station')}</TableHead>
          <TableHead className="text-right">{t('restaurant.menu.items_count')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('restaurant.edit')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id} className={category.isActive ? '' : 'opacity-60'}>
            <TableCell className="text-right text-muted-foreground tabular-nums">
              {category.sortOrder}
            </TableCell>
            <TableCell>
              <span className="font-medium">{category.name}</span>
              {!category.isActive && (
                <Badge variant="outline" className="ml-2">
                  {t('restaurant.inactive')}
                </Badge>
              )}
            </TableCell>
            <TableCell>{t(`restaurant.station.${category.station}`)}</TableCell>
            <TableCell className="text-right tabular-nums">
              <Link
                route="restaurant.menu_items.index"
                qs={{ category: category.id }}
                className="hover:underline"
              >
                {category.itemsCount}
              </Link>
            </TableCell>
            <TableCell className="text-right">
              {can.manage && (
                <Button size="sm" variant="ghost" asChild>
                  <Link
                    route="restaurant.menu_categories.edit"
                    routeParams={{ id: category.id }}
                    aria-label={`${t('restaurant.edit')} ${category.name}`}
                  >
                    <Pencil aria-hidden="true" />
                    {t('restaurant.edit')}
                  </Link>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
