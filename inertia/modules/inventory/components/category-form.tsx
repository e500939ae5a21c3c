import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SelectField } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import type { EditableCategory, ParentOption } from '@/modules/inventory/types'

export type CategoryFormData = { name: string; parent_id: string; description: string }

export function categoryFormData(category?: EditableCategory): CategoryFormData {
  return {
    name: category?.name ?? '',
    parent_id: category?.parentId ? String(category.parentId) : '',
    description: category?.description ?? '',
  }
}

type CategoryFormProps = {
  form: InertiaFormProps<CategoryFormData>
  parents: ParentOption[]
  /** A category with children stays top-level. */
  parentLocked?: boolean
  submitLabel: string
  onSubmit: () => void
}

export function CategoryForm({
  form,
  parents,
  parentLocked = false,
  submitLabel,
  onSubmit,
}: CategoryFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-xl gap-6" noValidate onSubmit={submit}>
      <Field
        id="name"
        label={t('inventory.fields.name')}
        required
        maxLength={80}
        autoComplete="off"
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={errors.name}
      />
      <SelectField
        id="parent_id"
        label={t('inventory.fields.parent_id')}
        value={form.data.parent_id}
        disabled={parentLocked}
        hint={
          parentLocked
            ? t('inventory.categories.parent_locked')
            : t('inventory.categories.parent_hint')
        }
        onChange={(event) => form.setData('parent_id', event.target.value)}
        error={errors.parent_id}
      >
        <option value="">{t('inventory.categories.no_parent')}</option>
        {parents.map((parent) => (
          <option key={parent.id} value={parent.id}>
            {parent.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-2">
        <Label htmlFor="description">{t('inventory.fields.description')}</Label>
        <Textarea
          id="description"
          rows={3}
          value={form.data.description}
          onChange={(event) => form.setData('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'description-error' : undefined}
        />
        <InputError id="description-error" message={errors.description} />
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
