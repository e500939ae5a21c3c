import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'

type FieldProps = ComponentProps<typeof Input> & {
  id: string
  label: string
  error?: string
  hint?: React.ReactNode
}

/** A labelled input with its error right under it, wired for screen readers. */
export function Field({ id, label, error, hint, ...input }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2">
      <div className="flex items-center">
        <Label htmlFor={id}>{label}</Label>
        {hint && <span className="ml-auto text-sm">{hint}</span>}
      </div>
      <Input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <InputError id={errorId} message={error} />
    </div>
  )
}

type TextareaFieldProps = ComponentProps<typeof Textarea> & {
  id: string
  label: string
  error?: string
}

/** A labelled multi-line field with its error right under it, wired for screen readers. */
export function TextareaField({ id, label, error, ...textarea }: TextareaFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <InputError id={errorId} message={error} />
    </div>
  )
}
