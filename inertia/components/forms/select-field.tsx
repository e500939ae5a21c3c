import type { ComponentProps } from 'react'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'

type SelectFieldProps = ComponentProps<typeof NativeSelect> & {
  id: string
  label: string
  error?: string
  hint?: string
}

/** A labelled native select with its error (and an optional hint) under it. */
export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        {children}
      </NativeSelect>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <InputError id={`${id}-error`} message={error} />
    </div>
  )
}
