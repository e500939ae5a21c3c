import { AlertTriangle } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { percent, plainQuantity } from '@/modules/restaurant/lib/menu'
import { t } from '@/lib/i18n'
import type { Costing, Ingredient } from '@/modules/restaurant/types'

/** The saved recipe's lines with what each costs a portion. */
function IngredientsTable({
  ingredients,
  currency,
}: {
  ingredients: Ingredient[]
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('restaurant.menu.saved_recipe')}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th className="py-1 font-medium">{t('restaurant.menu.ingredient')}</th>
          <th className="py-1 pl-3 text-right font-medium">{t('restaurant.menu.quantity')}</th>
          <th className="py-1 pl-3 text-right font-medium">{t('restaurant.menu.line_cost')}</th>
        </tr>
      </thead>
      <tbody>
        {ingredients.map((line) => (
          <tr key={line.productId} className="border-b last:border-0">
            <td className="py-1.5">
              {line.name} <span className="text-muted-foreground">({line.sku})</span>
            </td>
            <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
              {plainQuantity(line.quantity)} {line.unit}
            </td>
            <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
              {money(line.costCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The saved recipe line by line at today's average costs, the portion's cost and the margin left by the price. */
export function MenuCosting({
  costing,
  priceCents,
  currency,
}: {
  costing: Costing & { ingredients: Ingredient[] }
  priceCents: number
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('restaurant.menu.costing_title')}</CardTitle>
        <CardDescription>{t('restaurant.menu.costing_live')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-4" aria-live="polite">
          <div>
            <dt className="text-sm text-muted-foreground">
              {t('restaurant.menu.cost_per_portion')}
            </dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="portion-cost">
              {money(costing.costCents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('restaurant.menu.margin')}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="portion-margin">
              {money(costing.marginCents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('restaurant.menu.food_cost')}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {priceCents > 0
                ? percent(Math.round((costing.costCents * 10_000) / priceCents))
                : '—'}
            </dd>
          </div>
        </dl>
        {!costing.complete && (
          <p className="flex items-start gap-2 text-sm text-amber-700 dark:text-amber-300">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('restaurant.menu.cost_incomplete')}
          </p>
        )}
        {costing.ingredients.length > 0 ? (
          <IngredientsTable ingredients={costing.ingredients} currency={currency} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('restaurant.menu.no_recipe')}</p>
        )}
      </CardContent>
    </Card>
  )
}
