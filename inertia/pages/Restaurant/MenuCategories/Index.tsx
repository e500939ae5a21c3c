import { Link } from '@adonisjs/inertia/react'
import { Pencil, Plus } from 'lucide-react'
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
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MenuCategoryRow } from '@/modules/restaurant/types'

export default function Index({
  categories,
  can,
}: {
  categories: MenuCategoryRow[]
  can: { manage: boolean }
}) {
  return (
    <AppLayout
      breadcrumbs={[
        {
          title: t('restaurant.menu.categories_title'),
          href: urlFor('restaurant.menu_categories.index'),
        },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.menu.categories_title')}
          description={t('restaurant.menu.categories_description')}
        />
        {can.manage && (
          <Button asChild>
            <Link route="restaurant.menu_categories.create" prefetch>
              <Plus aria-hidden="true" />
              {t('restaurant.menu.new_category')}
            </Link>
          </Button>
        )}
      </div>
      <MenuTabs current="restaurant.menu_categories.index" />
      <Card className="gap-0 overflow-hidden py-0">
        {categories.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-muted-foreground">
            {t('restaurant.menu.no_categories')}
          </p>
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
        )}
      </Card>
    </AppLayout>
  )
}
