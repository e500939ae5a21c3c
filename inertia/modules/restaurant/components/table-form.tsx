import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import type { EditableTable, FloorPlan, TableShape } from '@/modules/restaurant/types'

export type TableFormData = {
  name: string
  area: string
  seats: string
  shape: TableShape
  x: string
  y: string
  width: string
  height: string
  is_active: boolean
}

export function tableFormData(table?: EditableTable, area = ''): TableFormData {
  return {
    name: table?.name ?? '',
    area: table?.area ?? area,
    seats: table ? String(table.seats) : '4',
    shape: table?.shape ?? 'square',
    x: table ? String(table.x) : '',
    y: table ? String(table.y) : '',
    width: table ? String(table.width) : '',
    height: table ? String(table.height) : '',
    is_active: table?.isActive ?? true,
  }
}

/* Blank numbers are left out, so the server places and sizes a new table itself. */
export function tablePayload(data: TableFormData) {
  const number = (value: string) => (value.trim() === '' ? undefined : value.trim())
  return {
    ...data,
    x: number(data.x),
    y: number(data.y),
    width: number(data.width),
    height: number(data.height),
  }
}

type TextKey = Exclude<keyof TableFormData, 'is_active' | 'shape'>

/** A text field's value, change handler and error, read from the form. */
const fieldProps = (form: TableFormProps['form'], key: TextKey) => ({
  value: form.data[key],
  onChange: (event: { target: { value: string } }) => form.setData(key, event.target.value),
  error: (form.errors as Record<string, string | undefined>)[key],
})

type TableFormProps = {
  form: InertiaFormProps<TableFormData>
  areas: string[]
  shapes: TableShape[]
  plan: FloorPlan
  submitLabel: string
  onSubmit: () => void
}

/** Where the table sits on its area's floor plan and how big it is drawn, in plan units. */
function PlacementFields({ form, plan }: Pick<TableFormProps, 'form' | 'plan'>) {
  const text = (key: TextKey) => fieldProps(form, key)
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('restaurant.tables.placement')}</legend>
      <p className="text-sm text-muted-foreground">{t('restaurant.tables.placement_hint')}</p>
      <div className="grid grid-cols-2 items-start gap-4 md:grid-cols-4">
        <Field
          id="x"
          type="number"
          min={0}
          max={plan.width - plan.minSize}
          step={10}
          label={t('restaurant.tables.x')}
          {...text('x')}
        />
        <Field
          id="y"
          type="number"
          min={0}
          max={plan.height - plan.minSize}
          step={10}
          label={t('restaurant.tables.y')}
          {...text('y')}
        />
        <Field
          id="width"
          type="number"
          min={plan.minSize}
          max={plan.maxSize}
          step={10}
          label={t('restaurant.tables.width')}
          {...text('width')}
        />
        <Field
          id="height"
          type="number"
          min={plan.minSize}
          max={plan.maxSize}
          step={10}
          label={t('restaurant.tables.height')}
          {...text('height')}
        />
      </div>
    </fieldset>
  )
}

export function TableForm({ form, areas, shapes, plan, submitLabel, onSubmit }: TableFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const text = (key: TextKey) => fieldProps(form, key)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          id="name"
          label={t('restaurant.tables.name')}
          required
          maxLength={20}
          autoComplete="off"
          {...text('name')}
        />
        <Field
          id="area"
          label={t('restaurant.tables.area')}
          required
          maxLength={40}
          list="table-areas"
          placeholder={t('restaurant.tables.area_hint')}
          {...text('area')}
        />
        <datalist id="table-areas">
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <Field
          id="seats"
          type="number"
          min={1}
          max={30}
          label={t('restaurant.tables.seats')}
          required
          {...text('seats')}
        />
        <div className="grid gap-2">
          <Label htmlFor="shape">{t('restaurant.tables.shape')}</Label>
          <NativeSelect
            id="shape"
            value={form.data.shape}
            onChange={(event) => form.setData('shape', event.target.value as TableShape)}
            aria-invalid={errors.shape ? true : undefined}
            aria-describedby={errors.shape ? 'shape-error' : undefined}
          >
            {shapes.map((shape) => (
              <option key={shape} value={shape}>
                {t(`restaurant.shape.${shape}`)}
              </option>
            ))}
          </NativeSelect>
          <InputError id="shape-error" message={errors.shape} />
        </div>
      </div>
      <PlacementFields form={form} plan={plan} />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id="is_active"
            checked={form.data.is_active}
            onCheckedChange={(next) => form.setData('is_active', next === true)}
            aria-invalid={errors.is_active ? true : undefined}
            aria-describedby={errors.is_active ? 'is_active-error' : undefined}
          />
          <Label htmlFor="is_active">{t('restaurant.tables.active_label')}</Label>
        </div>
        <InputError id="is_active-error" message={errors.is_active} />
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
