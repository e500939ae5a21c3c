import { useForm } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import { FormPage } from '@/components/forms/form-page'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import {
  MenuItemForm,
  menuItemFormData,
  menuItemPayload,
  type MenuItemFormData,
} from '@/modules/restaurant/components/menu-item-form'
import { MenuCosting } from '@/modules/restaurant/components/menu-costing'
import { useMenuLive } from '@/modules/restaurant/components/menu-live'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type {
  CategoryOption,
  Costing,
  EditableMenuItem,
  Ingredient,
  ProductOption,
} from '@/modules/restaurant/types'

type EditProps = {
  item: EditableMenuItem
  costing: Costing & { ingredients: Ingredient[] }
  categories: CategoryOption[]
  products: ProductOption[]
  currency: string
}

export default function Edit({ item, costing, categories, products, currency }: EditProps) {
  useMenuLive<EditProps>(['costing'], { costs: true })
  const form = useForm<MenuItemFormData>(menuItemFormData(item, costing.ingredients))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.menu.items_title'), href: urlFor('restaurant.menu_items.index') },
        { title: item.name, href: urlFor('restaurant.menu_items.edit', { id: item.id }) },
      ]}
      title={t('restaurant.menu.edit_item_title', { name: item.name })}
      actions={
        <ConfirmAction
          title={t('restaurant.menu.delete_item_title')}
          description={t('restaurant.menu.delete_item_description')}
          confirmLabel={t('restaurant.delete')}
          href={urlFor('restaurant.menu_items.destroy', { id: item.id })}
          method="delete"
          trigger={
            <Button variant="outline">
              <Trash2 aria-hidden="true" />
              {t('restaurant.delete')}
            </Button>
          }
        />
      }
    >
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MenuItemForm
          form={form}
          categories={categories}
          products={products}
          currency={currency}
          submitLabel={t('restaurant.save')}
          onSubmit={() => {
            form.transform(menuItemPayload)
            form.put(urlFor('restaurant.menu_items.update', { id: item.id }), {
              preserveScroll: true,
              onSuccess: () => form.setDefaults(),
            })
          }}
        />
        <MenuCosting costing={costing} priceCents={item.priceCents} currency={currency} />
      </div>
    </FormPage>
  )
}
