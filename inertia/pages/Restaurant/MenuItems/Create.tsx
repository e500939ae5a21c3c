import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  MenuItemForm,
  menuItemFormData,
  menuItemPayload,
  type MenuItemFormData,
} from '@/modules/restaurant/components/menu-item-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CategoryOption, ProductOption } from '@/modules/restaurant/types'

type CreateProps = { categories: CategoryOption[]; products: ProductOption[]; currency: string }

export default function Create({ categories, products, currency }: CreateProps) {
  const form = useForm<MenuItemFormData>(menuItemFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.menu.items_title'), href: urlFor('restaurant.menu_items.index') },
        { title: t('restaurant.menu.new_item'), href: urlFor('restaurant.menu_items.create') },
      ]}
      title={t('restaurant.menu.create_item_title')}
    >
      <MenuItemForm
        form={form}
        categories={categories}
        products={products}
        currency={currency}
        submitLabel={t('restaurant.menu.create_item_submit')}
        onSubmit={() => {
          form.transform(menuItemPayload)
          form.post(urlFor('restaurant.menu_items.store'))
        }}
      />
    </FormPage>
  )
}
