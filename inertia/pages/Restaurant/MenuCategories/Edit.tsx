import { useForm } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import { FormPage } from '@/components/forms/form-page'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import {
  MenuCategoryForm,
  type CategoryFormData,
} from '@/modules/restaurant/components/menu-category-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MenuStation } from '@/modules/restaurant/types'

type EditProps = {
  category: { id: number; name: string; sortOrder: number; station: MenuStation; isActive: boolean }
  stations: MenuStation[]
}

export default function Edit({ category, stations }: EditProps) {
  const form = useForm<CategoryFormData>({
    name: category.name,
    sort_order: String(category.sortOrder),
    station: category.station,
    is_active: category.isActive,
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
          title: category.name,
          href: urlFor('restaurant.menu_categories.edit', { id: category.id }),
        },
      ]}
      title={t('restaurant.menu.edit_category_title', { name: category.name })}
      actions={
        <ConfirmAction
          title={t('restaurant.menu.delete_category_title')}
          description={t('restaurant.menu.delete_category_description')}
          confirmLabel={t('restaurant.delete')}
          href={urlFor('restaurant.menu_categories.destroy', { id: category.id })}
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
      <MenuCategoryForm
        form={form}
        stations={stations}
        submitLabel={t('restaurant.save')}
        onSubmit={() =>
          form.put(urlFor('restaurant.menu_categories.update', { id: category.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
