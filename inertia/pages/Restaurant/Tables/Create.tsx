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
import type { FloorPlan, TableShape } from '@/modules/restaurant/types'

type CreateProps = { areas: string[]; shapes: TableShape[]; plan: FloorPlan; area: string }

export default function Create({ areas, shapes, plan, area }: CreateProps) {
  const form = useForm<TableFormData>(tableFormData(undefined, area))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.tables.title'), href: urlFor('restaurant.tables.index') },
        { title: t('restaurant.tables.new'), href: urlFor('restaurant.tables.create') },
      ]}
      title={t('restaurant.tables.create_title')}
      description={t('restaurant.tables.create_description')}
    >
      <TableForm
        form={form}
        areas={areas}
        shapes={shapes}
        plan={plan}
        submitLabel={t('restaurant.tables.create_submit')}
        onSubmit={() => {
          form.transform(tablePayload)
          form.post(urlFor('restaurant.tables.store'))
        }}
      />
    </FormPage>
  )
}
