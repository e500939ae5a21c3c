import { Link } from '@adonisjs/inertia/react'
import { Lock, Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmAction } from '@/components/confirm-action'
import { areaLabel, groupByArea } from '@/modules/access/lib/areas'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PermissionRow } from '@/modules/access/types'

function PermissionActions({ permission }: { permission: PermissionRow }) {
  if (permission.isSystem) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('access.permissions.read_only')}
      </span>
    )
  }
  return (
    <div className="flex items-center justify-end gap-1">
      {permission.can.update && (
        <Button variant="ghost" size="sm" asChild>
          <Link
            route="permissions.edit"
            routeParams={{ id: permission.id }}
            prefetch
            aria-label={t('access.permissions.edit_named', { name: permission.name })}
          >
            <Pencil aria-hidden="true" />
            <span className="hidden lg:inline">{t('access.edit')}</span>
          </Link>
        </Button>
      )}
      {permission.can.delete && (
        <ConfirmAction
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              aria-label={t('access.permissions.delete_named', { name: permission.name })}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden lg:inline">{t('access.delete')}</span>
            </Button>
          }
          title={t('access.permissions.delete_title', { name: permission.name })}
          description={t('access.permissions.delete_description', { count: permission.rolesCount })}
          confirmLabel={t('access.delete')}
          href={urlFor('permissions.destroy', { id: permission.id })}
          method="delete"
        />
      )}
    </div>
  )
}

/** The catalogue, one card per area; system permissions are read-only. */
export function PermissionGroups({
  permissions,
  areas,
}: {
  permissions: PermissionRow[]
  areas: string[]
}) {
  return (
    <div className="grid gap-6">
      {groupByArea(permissions, areas).map(({ area, items }) => (
        <Card key={area} className="gap-0 overflow-hidden py-0">
          <CardHeader className="border-b bg-muted/40 px-4 py-3 md:px-6 [.border-b]:pb-3">
            <CardTitle>
              <h2 className="text-base">{areaLabel(area)}</h2>
            </CardTitle>
          </CardHeader>
          <ul className="divide-y">
            {items.map((permission) => (
              <li
                key={permission.id}
                className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 md:px-6"
              >
                <div className="grid min-w-0 gap-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="text-sm break-all">{permission.name}</code>
                    {!permission.isSystem && (
                      <Badge variant="outline">{t('access.permissions.custom')}</Badge>
                    )}
                  </div>
                  {permission.description && (
                    <p className="text-sm text-muted-foreground">{permission.description}</p>
                  )}
                </div>
                <div className="flex items-center justify-between gap-4 sm:justify-end">
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {t('access.permissions.held_by', { count: permission.rolesCount })}
                  </span>
                  <PermissionActions permission={permission} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  )
}
