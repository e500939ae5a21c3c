import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Textarea } from '@/components/ui/textarea'
import { RecipeEditor, type RecipeLineData } from '@/modules/restaurant/components/recipe-editor'
import { centsToInput } from '@/lib/money'
import { plainQuantity } from '@/modules/restaurant/lib/menu'
import { t } from '@/lib/i18n'
import type {
  CategoryOption,
  EditableMenuItem,
  Ingredient,
  ProductOption,
} from '@/modules/restaurant/types'

export type MenuItemFormData = {
  name: string
  category_id: string
  description: string
  price: string
  preparation_minutes: string
  is_available: boolean
  is_active: boolean
  recipe: RecipeLineData[]
}

export function menuItemFormData(
  item?: EditableMenuItem,
  ingredients: Ingredient[] = []
): MenuItemFormData {
  return {
    name: item?.name ?? '',
    category_id: item ? String(item.categoryId) : '',
    description: item?.description ?? '',
    price: item ? centsToInput(item.priceCents) : '',
    preparation_minutes: item ? String(item.preparationMinutes) : '10',
    is_available: item?.isAvailable ?? true,
    is_active: item?.isActive ?? true,
    recipe: ingredients.map((line) => ({
      product_id: String(line.productId),
      quantity: plainQuantity(line.quantity),
      unit: line.unit,
    })),
  }
}

/* Ids travel as numbers; an unknown category stays blank so the server names the field. */
export function menuItemPayload(data: MenuItemFormData) {
  return {
    ...data,
    category_id: data.category_id ? Number(data.category_id) : undefined,
    recipe: data.recipe.map((line) => ({
      product_id: line.product_id ? Number(line.product_id) : undefined,
      quantity: line.quantity,
      unit: line.unit,
    })),
  }
}

type MenuItemFormProps = {
  form: InertiaFormProps<MenuItemFormData>
  categories: CategoryOption[]
  products: ProductOption[]
  currency: string
  submitLabel: string
  onSubmit: () => void
}

/** Name, category, price and preparation time. */
function MenuItemMainFields({
  form,
  errors,
  categories,
  currency,
}: Pick<MenuItemFormProps, 'form' | 'categories' | 'currency'> & {
  errors: Record<string, string | undefined>
}) {
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <Field
        id="name"
        label={t('restaurant.menu.name')}
        required
        maxLength={120}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={errors.name}
      />
      <div className="grid gap-2">
        <Label htmlFor="category_id">{t('restaurant.menu.category')}</Label>
        <NativeSelect
          id="category_id"
          value={form.data.category_id}
          onChange={(event) => form.setData('category_id', event.target.value)}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={errors.category_id ? 'category_id-error' : undefined}
        >
          <option value="">{t('restaurant.menu.choose_category')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name} · {t(`restaurant.station.${category.station}`)}
            </option>
          ))}
        </NativeSelect>
        <InputError id="category_id-error" message={errors.category_id} />
      </div>
      <div className="grid gap-1.5">
        <Field
          id="price"
          inputMode="decimal"
          label={`${t('restaurant.menu.price')} (${currency})`}
          required
          value={form.data.price}
          onChange={(event) => form.setData('price', event.target.value)}
          error={errors.price}
        />
        <p className="text-xs text-muted-foreground">{t('restaurant.menu.price_hint')}</p>
      </div>
      <Field
        id="preparation_minutes"
        type="number"
        min={0}
        max={240}
        label={t('restaurant.menu.preparation_minutes')}
        value={form.data.preparation_minutes}
        onChange={(event) => form.setData('preparation_minutes', event.target.value)}
        error={errors.preparation_minutes}
      />
    </div>
  )
}

export function MenuItemForm({
  form,
  categories,
  products,
  currency,
  submitLabel,
  onSubmit,
}: MenuItemFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const check = (key: 'is_available' | 'is_active', label: string) => (
    <div className="flex items-center gap-3">
      <Checkbox
        id={key}
        checked={form.data[key]}
        onCheckedChange={(next) => form.setData(key, next === true)}
      />
      <Label htmlFor={key}>{label}</Label>
    </div>
  )
  return (
    <form className="grid max-w-3xl gap-6" noValidate onSubmit={submit}>
      <MenuItemMainFields form={form} errors={errors} categories={categories} currency={currency} />
      <div className="grid gap-2">
        <Label htmlFor="description">{t('restaurant.menu.description')}</Label>
        <Textarea
          id="description"
          rows={2}
          value={form.data.description}
          onChange={(event) => form.setData('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
        />
        <InputError message={errors.description} />
      </div>
      <div className="flex flex-wrap gap-6">
        {check('is_available', t('restaurant.menu.available_label'))}
        {check('is_active', t('restaurant.menu.active_label'))}
      </div>
      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t('restaurant.menu.recipe')}</legend>
        <p className="text-sm text-muted-foreground">{t('restaurant.menu.recipe_hint')}</p>
        <RecipeEditor
          lines={form.data.recipe}
          products={products}
          errors={errors}
          onChange={(lines) => form.setData('recipe', lines)}
        />
        <InputError message={errors.recipe} />
      </fieldset>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
