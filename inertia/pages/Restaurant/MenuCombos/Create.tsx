import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  ComboForm,
  comboFormData,
  type ComboFormData,
} from '@/modules/restaurant/components/combo-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Create({ currency }: { currency: string }) {
  const form = useForm<ComboFormData>(comboFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
        { title: t('restaurant.combos.new'), href: urlFor('restaurant.menu_combos.create') },
      ]}
      title={t('restaurant.combos.create_title')}
    >
      <ComboForm
        form={form}
        currency={currency}
        submitLabel={t('restaurant.combos.create_submit')}
        onSubmit={() => form.post(urlFor('restaurant.menu_combos.store'))}
      />
    </FormPage>
  )
}
