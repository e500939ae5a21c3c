import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import type { RoleOption } from '@/modules/access/types'

type RoleChecklistProps = {
  roles: RoleOption[]
  value: number[]
  onChange: (value: number[]) => void
  locked: boolean
  error?: string
}

/** The roles a user holds. Roles the signed-in user may not hand out, and one's own roles, cannot be ticked. */
export function RoleChecklist({ roles, value, onChange, locked, error }: RoleChecklistProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'roles-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('access.users.roles')}</legend>
      {locked && (
        <p className="text-sm text-muted-foreground">{t('access.users.own_roles_hint')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {roles.map((role) => {
          const id = `role-${role.id}`
          const checked = value.includes(role.id)
          return (
            <div
              key={role.id}
              className="flex items-start gap-3 rounded-md border p-3 has-[button:disabled]:bg-muted/50"
            >
              <Checkbox
                id={id}
                checked={checked}
                disabled={locked || !role.assignable}
                onCheckedChange={(next) =>
                  onChange(
                    next === true
                      ? [...value, role.id]
                      : value.filter((roleId) => roleId !== role.id)
                  )
                }
                aria-describedby={`${id}-description`}
              />
              <div className="grid gap-1">
                <Label htmlFor={id}>{role.name}</Label>
                <p id={`${id}-description`} className="text-xs text-muted-foreground">
                  {role.assignable ? role.description : t('access.users.role_not_assignable')}
                </p>
              </div>
            </div>
          )
        })}
      </div>
      <InputError id="roles-error" message={error} />
    </fieldset>
  )
}
