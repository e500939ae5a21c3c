import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { AlertTriangle, Ban, Check } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { percent } from '@/modules/restaurant/lib/menu'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { cn } from '@/lib/utils'
import type { MenuItemRow } from '@/modules/restaurant/types'

type Can = { manage: boolean; availability: boolean; seeCost: boolean }

function byCategory(items: MenuItemRow[]) {
  const groups = new Map<number, MenuItemRow[]>()
  for (const item of items)
    groups.set(item.categoryId, [...(groups.get(item.categoryId) ?? []), item])
  return [...groups.values()]
}

function AvailabilitySwitch({ item }: { item: MenuItemRow }) {
  const toggle = () =>
    router.post(
      urlFor('restaurant.menu_items.availability', { id: item.id }),
      { available: !item.isAvailable },
      { preserveScroll: true, preserveState: true, only: ['items', 'flash', 'errors'] }
    )
  return (
    <Button
      size="sm"
      variant={item.isAvailable ? 'outline' : 'destructive'}
      className="h-9 min-w-32"
      aria-pressed={!item.isAvailable}
      aria-label={t(
        item.isAvailable ? 'restaurant.menu.mark_sold_out' : 'restaurant.menu.mark_available',
        {
          name: item.name,
        }
      )}
      onClick={toggle}
    >
      {item.isAvailable ? <Check aria-hidden="true" /> : <Ban aria-hidden="true" />}
      {item.isAvailable ? t('restaurant.menu.available') : t('restaurant.menu.sold_out')}
    </Button>
  )
}

function Cost({ item, currency }: { item: MenuItemRow; currency: string }) {
  const costing = item.costing!
  if (!costing.hasRecipe)
    return <span className="text-muted-foreground">{t('restaurant.menu.no_recipe')}</span>
  return (
    <span className="inline-flex items-center gap-1 tabular-nums" data-testid={`cost-${item.id}`}>
      {formatMoney(costing.costCents, currency)}
      {!costing.complete && (
        <AlertTriangle
          aria-label={t('restaurant.menu.incomplete')}
          className="size-3.5 text-amber-600"
        />
      )}
    </span>
  )
}

/** The name (a link to edit it, for who manages the menu), its badges and description. */
function ItemName({ item, can }: { item: MenuItemRow; can: Can }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        {can.manage ? (
          <Link
            route="restaurant.menu_items.edit"
            routeParams={{ id: item.id }}
            className="font-medium hover:underline"
          >
            {item.name}
          </Link>
        ) : (
          <span className="font-medium">{item.name}</span>
        )}
        {!item.isActive && <Badge variant="outline">{t('restaurant.menu.inactive')}</Badge>}
        {item.isActive && !item.isAvailable && !can.availability && (
          <Badge variant="destructive">{t('restaurant.menu.sold_out')}</Badge>
        )}
      </span>
      {item.description && (
        <span className="truncate text-xs text-muted-foreground">{item.description}</span>
      )}
    </div>
  )
}

/** Price, cost and margin (for who may see costs) and preparation time; on a phone they wrap under the name. */
function ItemFigures({ item, currency, can }: { item: MenuItemRow; currency: string; can: Can }) {
  return (
    <dl className="contents text-sm max-md:flex max-md:flex-wrap max-md:gap-x-4">
      <div className="md:text-right">
        <dt className="sr-only md:not-sr-only md:hidden">{t('restaurant.menu.price')}</dt>
        <dd className="font-medium tabular-nums">{formatMoney(item.priceCents, currency)}</dd>
      </div>
      {can.seeCost && item.costing && (
        <>
          <div className="md:text-right">
            <dt className="text-muted-foreground md:hidden">{t('restaurant.menu.cost')}</dt>
            <dd>
              <Cost item={item} currency={currency} />
            </dd>
          </div>
          <div className="md:text-right">
            <dt className="text-muted-foreground md:hidden">{t('restaurant.menu.margin')}</dt>
            <dd className="tabular-nums" data-testid={`margin-${item.id}`}>
              {item.costing.hasRecipe ? percent(item.costing.marginBasisPoints) : '—'}
            </dd>
          </div>
        </>
      )}
      {!(can.seeCost && item.costing) && <div className="max-md:hidden md:col-span-2" />}
      <div className="text-muted-foreground md:text-right">
        <dt className="sr-only">{t('restaurant.menu.prep')}</dt>
        <dd className="tabular-nums">
          {t('restaurant.minutes', { minutes: item.preparationMinutes })}
        </dd>
      </div>
    </dl>
  )
}

function MenuItemLine({ item, currency, can }: { item: MenuItemRow; currency: string; can: Can }) {
  return (
    <li
      data-item={item.name}
      className={cn(
        'grid gap-2 px-4 py-3 md:grid-cols-[minmax(0,1fr)_6rem_repeat(2,7rem)_4rem_9rem] md:items-center',
        !item.isActive && 'opacity-60'
      )}
    >
      <ItemName item={item} can={can} />
      <ItemFigures item={item} currency={currency} can={can} />
      <div className="md:text-right">
        {can.availability && item.isActive && <AvailabilitySwitch item={item} />}
      </div>
    </li>
  )
}

/** The column titles, from tablet width up. */
function ListHeader({ can }: { can: Can }) {
  return (
    <div
      aria-hidden="true"
      className="hidden px-4 text-xs font-medium text-muted-foreground md:grid md:grid-cols-[minmax(0,1fr)_6rem_repeat(2,7rem)_4rem_9rem] md:gap-2"
    >
      <span>{t('restaurant.menu.name')}</span>
      <span className="text-right">{t('restaurant.menu.price')}</span>
      <span className="text-right">{can.seeCost ? t('restaurant.menu.cost') : ''}</span>
      <span className="text-right">{can.seeCost ? t('restaurant.menu.margin') : ''}</span>
      <span className="text-right">{t('restaurant.menu.prep')}</span>
      <span className="text-right">
        {can.availability ? t('restaurant.menu.availability_filter') : ''}
      </span>
    </div>
  )
}

/** The menu by category: price, cost and margin from the recipe (for who may see costs), and the sold-out switch. */
export function MenuItemsList({
  items,
  currency,
  can,
}: {
  items: MenuItemRow[]
  currency: string
  can: Can
}) {
  if (items.length === 0)
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        {t('restaurant.menu.empty')}
      </p>
    )
  return (
    <div className="grid gap-4">
      <ListHeader can={can} />
      {byCategory(items).map((group) => (
        <section
          key={group[0].categoryId}
          aria-labelledby={`category-${group[0].categoryId}`}
          className="overflow-hidden rounded-xl border bg-card"
        >
          <h2
            id={`category-${group[0].categoryId}`}
            className="flex items-center gap-2 border-b bg-muted/50 px-4 py-2 text-sm font-medium"
          >
            {group[0].categoryName}
            <span className="font-normal text-muted-foreground">
              · {t(`restaurant.station.${group[0].station}`)}
            </span>
          </h2>
          <ul className="divide-y">
            {group.map((item) => (
              <MenuItemLine key={item.id} item={item} currency={currency} can={can} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
