import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ListChecks, Trash2 } from 'lucide-react'
import { FormPage } from '@/components/forms/form-page'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import {
  ComboForm,
  comboFormData,
  type ComboFormData,
} from '@/modules/restaurant/components/combo-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EditableCombo } from '@/modules/restaurant/types'

export default function Edit({ combo, currency }: { combo: EditableCombo; currency: string }) {
  const form = useForm<ComboFormData>(comboFormData(combo))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
        { title: combo.name, href: urlFor('restaurant.menu_combos.edit', { id: combo.id }) },
      ]}
      title={t('restaurant.combos.edit_title', { name: combo.name })}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link route="restaurant.menu_combos.items" routeParams={{ id: combo.id }}>
              <ListChecks aria-hidden="true" />
              {t('restaurant.combos.manage_items')}
            </Link>
          </Button>
          <ConfirmAction
            title={t('restaurant.combos.delete_title')}
            description={t('restaurant.combos.delete_description')}
            confirmLabel={t('restaurant.delete')}
            href={urlFor('restaurant.menu_combos.destroy', { id: combo.id })}
            method="delete"
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden="true" />
                {t('restaurant.delete')}
              </Button>
            }
          />
        </>
      }
    >
      <ComboForm
        form={form}
        currency={currency}
        submitLabel={t('restaurant.save')}
        onSubmit={() =>
          form.put(urlFor('restaurant.menu_combos.update', { id: combo.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
