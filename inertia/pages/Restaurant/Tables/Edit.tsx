import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  TableForm,
  tableFormData,
  tablePayload,
  type TableFormData,
} from '@/modules/restaurant/components/table-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { EditableTable, FloorPlan, TableShape } from '@/modules/restaurant/types'

type EditProps = { table: EditableTable; areas: string[]; shapes: TableShape[]; plan: FloorPlan }

export default function Edit({ table, areas, shapes, plan }: EditProps) {
  const form = useForm<TableFormData>(tableFormData(table))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.tables.title'), href: urlFor('restaurant.tables.index') },
        {
          title: t('restaurant.tables.label', { name: table.name }),
          href: urlFor('restaurant.tables.edit', { id: table.id }),
        },
      ]}
      title={t('restaurant.tables.edit_title', { name: table.name })}
    >
      <TableForm
        form={form}
        areas={areas}
        shapes={shapes}
        plan={plan}
        submitLabel={t('restaurant.save')}
        onSubmit={() => {
          form.transform(tablePayload)
          form.put(urlFor('restaurant.tables.update', { id: table.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }}
      />
    </FormPage>
  )
}
