import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'

/** The "in service" checkbox of a room or a room type, with its hint of what leaving it off does. */
export function ActiveField({
  checked,
  onChange,
  error,
  label,
  hint,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  label: string
  hint: string
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Checkbox
          id="is_active"
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'is_active-error is_active-hint' : 'is_active-hint'}
        />
        <Label htmlFor="is_active">{label}</Label>
      </div>
      <InputError id="is_active-error" message={error} />
      <p id="is_active-hint" className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  )
}
