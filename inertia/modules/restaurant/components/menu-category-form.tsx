import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Checkbox } from '@/components/ui/checkbox'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { t } from '@/lib/i18n'
import type { MenuStation } from '@/modules/restaurant/types'

export type CategoryFormData = {
  name: string
  sort_order: string
  station: MenuStation
  is_active: boolean
}

export function MenuCategoryForm({
  form,
  stations,
  submitLabel,
  onSubmit,
}: {
  form: InertiaFormProps<CategoryFormData>
  stations: MenuStation[]
  submitLabel: string
  onSubmit: () => void
}) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-xl gap-6" noValidate onSubmit={submit}>
      <Field
        id="name"
        label={t('restaurant.menu.name')}
        required
        maxLength={120}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={errors.name}
      />
      <Field
        id="sort_order"
        type="number"
        min={0}
        max={9999}
        label={t('restaurant.menu.sort_order')}
        hint={<span className="text-muted-foreground">{t('restaurant.menu.sort_order_hint')}</span>}
        value={form.data.sort_order}
        onChange={(event) => form.setData('sort_order', event.target.value)}
        error={errors.sort_order}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('restaurant.menu.station')}</legend>
        <div className="flex gap-6">
          {stations.map((station) => (
            <label key={station} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="station"
                className="size-4 accent-primary"
                checked={form.data.station === station}
                onChange={() => form.setData('station', station)}
              />
              {t(`restaurant.station.${station}`)}
            </label>
          ))}
        </div>
        <InputError message={errors.station} />
      </fieldset>
      <div className="flex items-center gap-3">
        <Checkbox
          id="is_active"
          checked={form.data.is_active}
          onCheckedChange={(next) => form.setData('is_active', next === true)}
        />
        <Label htmlFor="is_active">{t('restaurant.menu.category_active')}</Label>
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
