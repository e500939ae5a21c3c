import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ListChecks, Trash2 } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
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
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
        { title: combo.name, href: urlFor('restaurant.menu_combos.edit', { id: combo.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={t('restaurant.combos.edit_title', { name: combo.name })} />
        <div className="flex flex-wrap gap-2">
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
        </div>
      </div>
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
    </AppLayout>
  )
}
