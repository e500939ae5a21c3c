import { memo, useMemo, useState } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import {
  useMoney,
  type PosCombo,
  type PosMenu,
  type PosMenuItem,
} from '@/modules/restaurant/components/pos-types'

export type MenuPick = { kind: 'item'; item: PosMenuItem } | { kind: 'combo'; combo: PosCombo }

const COMBOS = -1
const ALL = 0

/* What the chosen category or the search shows: a search looks through the whole menu. */
function shown(menu: PosMenu, term: string, category: number) {
  const matches = (name: string) => name.toLowerCase().includes(term)
  return {
    items: menu.items.filter((item) =>
      term ? matches(item.name) : category === ALL || item.categoryId === category
    ),
    combos: menu.combos.filter((combo) =>
      term ? matches(combo.name) : category === ALL || category === COMBOS
    ),
  }
}

/**
 * The menu as big tiles by category, with a search; a sold-out tile is greyed
 * and cannot be tapped. Drawn again only when the menu, its search or whether
 * it takes taps changes: a tap changes the ticket, not the grid.
 */
export const PosMenuGrid = memo(function MenuGrid({
  menu,
  disabled,
  onPick,
}: {
  menu: PosMenu
  disabled: boolean
  onPick: (pick: MenuPick) => void
}) {
  const [category, setCategory] = useState<number>(ALL)
  const [search, setSearch] = useState('')
  const term = search.trim().toLowerCase()
  const { items, combos } = useMemo(() => shown(menu, term, category), [menu, term, category])
  const chips = [
    { id: ALL, name: t('restaurant_pos.all') },
    ...menu.categories,
    ...(menu.combos.length ? [{ id: COMBOS, name: t('restaurant_pos.combos') }] : []),
  ]
  return (
    <div className="@container flex min-h-0 flex-col gap-3">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('restaurant_pos.search')}
          aria-label={t('restaurant_pos.search')}
          className="h-11 pl-9"
        />
      </div>
      <CategoryChips
        chips={chips}
        current={term ? null : category}
        onChoose={(id) => {
          setCategory(id)
          setSearch('')
        }}
      />
      <div
        className="grid grid-cols-2 gap-2 @md:grid-cols-3 @2xl:grid-cols-4"
        data-testid="pos-menu-tiles"
      >
        {items.map((item) => (
          <MenuTile
            key={`item-${item.id}`}
            name={item.name}
            priceCents={item.priceCents}
            detail={null}
            soldOut={item.soldOut}
            disabled={disabled}
            onTap={() => onPick({ kind: 'item', item })}
          />
        ))}
        {combos.map((combo) => (
          <MenuTile
            key={`combo-${combo.id}`}
            name={combo.name}
            priceCents={combo.priceCents}
            detail={combo.items.join(', ')}
            soldOut={combo.soldOut}
            disabled={disabled}
            onTap={() => onPick({ kind: 'combo', combo })}
          />
        ))}
        {items.length + combos.length === 0 && (
          <p className="col-span-full py-6 text-center text-sm text-muted-foreground">
            {t('restaurant_pos.no_items')}
          </p>
        )}
      </div>
    </div>
  )
})

function MenuTile({
  name,
  priceCents,
  detail,
  soldOut,
  disabled,
  onTap,
}: {
  name: string
  priceCents: number
  detail: string | null
  soldOut: boolean
  disabled: boolean
  onTap: () => void
}) {
  const money = useMoney()
  return (
    <button
      type="button"
      disabled={soldOut || disabled}
      onClick={onTap}
      data-sold-out={soldOut || undefined}
      className={cn(
        'flex min-h-20 flex-col items-start justify-between gap-1 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors select-none',
        'hover:border-primary/60 active:scale-[0.98] active:bg-accent',
        'disabled:cursor-not-allowed disabled:opacity-50',
        soldOut && 'bg-muted text-muted-foreground line-through decoration-1'
      )}
    >
      <span className="line-clamp-2 text-sm leading-tight font-medium">{name}</span>
      {detail && (
        <span className="line-clamp-1 text-xs text-muted-foreground no-underline">{detail}</span>
      )}
      <span className="flex w-full items-center justify-between text-sm tabular-nums">
        {money(priceCents)}
        {soldOut && (
          <span className="text-xs font-semibold text-destructive uppercase no-underline">
            {t('restaurant_pos.sold_out')}
          </span>
        )}
      </span>
    </button>
  )
}

function CategoryChips({
  chips,
  current,
  onChoose,
}: {
  chips: { id: number; name: string }[]
  current: number | null
  onChoose: (id: number) => void
}) {
  return (
    <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" role="tablist">
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          role="tab"
          aria-selected={current === chip.id}
          onClick={() => onChoose(chip.id)}
          className={cn(
            'h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
            current === chip.id
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background hover:bg-accent dark:bg-input/30'
          )}
        >
          {chip.name}
        </button>
      ))}
    </div>
  )
}
