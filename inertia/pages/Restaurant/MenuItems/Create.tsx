import { useForm } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import {
  MenuItemForm,
  menuItemFormData,
  menuItemPayload,
  type MenuItemFormData,
} from '@/modules/restaurant/components/menu-item-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { CategoryOption, ProductOption } from '@/modules/restaurant/types'

type CreateProps = { categories: CategoryOption[]; products: ProductOption[]; currency: string }

export default function Create({ categories, products, currency }: CreateProps) {
  const form = useForm<MenuItemFormData>(menuItemFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.menu.items_title'), href: '/restaurant/menu-items' },
        { title: t('restaurant.menu.new_item'), href: '/restaurant/menu-items/create' },
      ]}
    >
      <Heading level="h1" title={t('restaurant.menu.create_item_title')} />
      <MenuItemForm
        form={form}
        categories={categories}
        products={products}
        currency={currency}
        submitLabel={t('restaurant.menu.create_item_submit')}
        onSubmit={() => {
          form.transform(menuItemPayload)
          form.post('/restaurant/menu-items')
        }}
      />
    </AppLayout>
  )
}
