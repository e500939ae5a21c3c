import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import type { ProductOption, StockUnit } from '@/modules/restaurant/types'

export type RecipeLineData = { product_id: string; quantity: string; unit: StockUnit | '' }

type RecipeEditorProps = {
  lines: RecipeLineData[]
  products: ProductOption[]
  errors: Record<string, string | undefined>
  onChange: (lines: RecipeLineData[]) => void
}

/** One ingredient: the product, how much of it a portion takes, and in which unit. */
function RecipeLine({
  line,
  index,
  products,
  errors,
  onUpdate,
  onRemove,
}: {
  line: RecipeLineData
  index: number
  products: RecipeEditorProps['products']
  errors: RecipeEditorProps['errors']
  onUpdate: (change: Partial<RecipeLineData>) => void
  onRemove: () => void
}) {
  const productOf = (id: string) => products.find((product) => String(product.id) === id)
  const product = productOf(line.product_id)
  const error = (field: string) => errors[`recipe.${index}.${field}`]
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_7rem_6rem_2.5rem] items-start gap-2 max-sm:grid-cols-[1fr_1fr_2.5rem]">
      <div className="grid gap-1 max-sm:col-span-3">
        <NativeSelect
          aria-label={`${t('restaurant.menu.ingredient')} ${index + 1}`}
          value={line.product_id}
          aria-invalid={error('product_id') ? true : undefined}
          onChange={(event) => {
            const next = productOf(event.target.value)
            onUpdate({ product_id: event.target.value, unit: next?.unit ?? '' })
          }}
        >
          <option value="">{t('restaurant.menu.choose_product')}</option>
          {products.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.sku})
            </option>
          ))}
        </NativeSelect>
        <InputError message={error('product_id')} />
      </div>
      <div className="grid gap-1">
        <Input
          inputMode="decimal"
          aria-label={`${t('restaurant.menu.quantity')} ${index + 1}`}
          value={line.quantity}
          aria-invalid={error('quantity') ? true : undefined}
          onChange={(event) => onUpdate({ quantity: event.target.value })}
        />
        <InputError message={error('quantity')} />
      </div>
      <div className="grid gap-1">
        <NativeSelect
          aria-label={`${t('restaurant.menu.unit')} ${index + 1}`}
          value={line.unit}
          aria-invalid={error('unit') ? true : undefined}
          onChange={(event) => onUpdate({ unit: event.target.value as StockUnit })}
        >
          {(product?.units ?? ['unit', 'kg', 'g', 'l', 'ml']).map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </NativeSelect>
        <InputError message={error('unit')} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('restaurant.menu.remove_ingredient', { number: index + 1 })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}

/** The recipe's lines: product, quantity per portion and unit (only the units the product converts to). */
export function RecipeEditor({ lines, products, errors, onChange }: RecipeEditorProps) {
  const update = (index: number, change: Partial<RecipeLineData>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)))
  if (products.length === 0)
    return <p className="text-sm text-muted-foreground">{t('restaurant.menu.no_products')}</p>
  return (
    <div className="grid gap-3">
      {lines.length > 0 && (
        <div className="hidden grid-cols-[minmax(0,1fr)_7rem_6rem_2.5rem] gap-2 text-sm font-medium sm:grid">
          <span>{t('restaurant.menu.ingredient')}</span>
          <span>{t('restaurant.menu.quantity')}</span>
          <span>{t('restaurant.menu.unit')}</span>
        </div>
      )}
      <ol className="grid gap-3">
        {lines.map((line, index) => (
          <RecipeLine
            key={index}
            line={line}
            index={index}
            products={products}
            errors={errors}
            onUpdate={(change) => update(index, change)}
            onRemove={() => onChange(lines.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...lines, { product_id: '', quantity: '', unit: '' }])}
        >
          <Plus aria-hidden="true" />
          {t('restaurant.menu.add_ingredient')}
        </Button>
      </div>
    </div>
  )
}
