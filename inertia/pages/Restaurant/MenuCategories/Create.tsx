import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  MenuCategoryForm,
  type CategoryFormData,
} from '@/modules/restaurant/components/menu-category-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MenuStation } from '@/modules/restaurant/types'

export default function Create({
  stations,
  nextSortOrder,
}: {
  stations: MenuStation[]
  nextSortOrder: number
}) {
  const form = useForm<CategoryFormData>({
    name: '',
    sort_order: String(nextSortOrder),
    station: 'kitchen',
    is_active: true,
  })
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        {
          title: t('restaurant.menu.categories_title'),
          href: urlFor('restaurant.menu_categories.index'),
        },
        {
          title: t('restaurant.menu.new_category'),
          href: urlFor('restaurant.menu_categories.create'),
        },
      ]}
      title={t('restaurant.menu.create_category_title')}
    >
      <MenuCategoryForm
        form={form}
        stations={stations}
        submitLabel={t('restaurant.menu.create_category_submit')}
        onSubmit={() => form.post(urlFor('restaurant.menu_categories.store'))}
      />
    </FormPage>
  )
}
