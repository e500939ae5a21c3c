import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { areaLabel, groupByArea } from '@/modules/access/lib/areas'
import { t } from '@/lib/i18n'
import type { PermissionOption } from '@/modules/access/types'

type PermissionPickerProps = {
  catalogue: PermissionOption[]
  areas: string[]
  value: string[]
  onChange: (value: string[]) => void
  locked: boolean
  error?: string
}

/* The ui checkbox draws a tick for every checked state; a partly selected group shows a dash instead. */
const MIXED =
  "data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground [&[data-state=indeterminate]_svg]:hidden data-[state=indeterminate]:after:mx-auto data-[state=indeterminate]:after:block data-[state=indeterminate]:after:h-0.5 data-[state=indeterminate]:after:w-2 data-[state=indeterminate]:after:rounded-full data-[state=indeterminate]:after:bg-current data-[state=indeterminate]:after:content-['']"

/** Permissions grouped by area, each group with a select-all box; a locked picker (Administrator) shows everything ticked. */
export function PermissionPicker({
  catalogue: permissions,
  areas,
  value,
  onChange,
  locked,
  error,
}: PermissionPickerProps) {
  const chosen = new Set(locked ? permissions.map((permission) => permission.name) : value)
  const toggle = (names: string[], on: boolean) => {
    const next = new Set(chosen)
    for (const name of names) on ? next.add(name) : next.delete(name)
    onChange(permissions.map((permission) => permission.name).filter((name) => next.has(name)))
  }

  return (
    <div className="grid gap-4">
      {locked && (
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          {t('access.roles.administrator_hint')}
        </p>
      )}
      {groupByArea(permissions, areas).map(({ area, items }) => {
        const names = items.map((permission) => permission.name)
        const count = names.filter((name) => chosen.has(name)).length
        const all = count === names.length
        const groupId = `area-${area}`
        return (
          <fieldset key={area} className="rounded-lg border">
            <legend className="sr-only">{areaLabel(area)}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/40 px-4 py-2.5">
              <div className="flex items-center gap-3">
                <Checkbox
                  id={`${groupId}-all`}
                  className={MIXED}
                  checked={all ? true : count > 0 ? 'indeterminate' : false}
                  disabled={locked}
                  onCheckedChange={() => toggle(names, !all)}
                  aria-label={t('access.roles.select_all_in', { area: areaLabel(area) })}
                />
                <Label htmlFor={`${groupId}-all`} className="font-semibold">
                  {areaLabel(area)}
                </Label>
              </div>
              <span className="text-xs text-muted-foreground tabular-nums">
                {t('access.roles.selected_count', { count, total: names.length })}
              </span>
            </div>
            <div className="grid gap-x-6 gap-y-3 p-4 md:grid-cols-2">
              {items.map((permission) => {
                const id = `permission-${permission.id}`
                return (
                  <div key={permission.name} className="flex items-start gap-3">
                    <Checkbox
                      id={id}
                      checked={chosen.has(permission.name)}
                      disabled={locked}
                      onCheckedChange={(next) => toggle([permission.name], next === true)}
                      aria-describedby={`${id}-name`}
                    />
                    <div className="grid min-w-0 gap-0.5">
                      <Label htmlFor={id} className="leading-snug font-normal">
                        {permission.description || permission.name}
                      </Label>
                      <code id={`${id}-name`} className="truncate text-xs text-muted-foreground">
                        {permission.name}
                      </code>
                    </div>
                  </div>
                )
              })}
            </div>
          </fieldset>
        )
      })}
      <InputError message={error} />
    </div>
  )
}
