import { Link } from '@adonisjs/inertia/react'
import { Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ConfirmAction } from '@/components/confirm-action'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { RoleRow } from '@/modules/access/types'

const permissionsCount = (role: RoleRow) =>
  role.isAdministrator ? t('access.roles.all_permissions') : role.permissionsCount

/** Edit and delete, as the role allows. */
function RoleActions({ role }: { role: RoleRow }) {
  return (
    <TableCell>
      <div className="flex items-center justify-end gap-1">
        {role.can.update && (
          <Button variant="ghost" size="sm" asChild>
            <Link
              route="roles.edit"
              routeParams={{ id: role.id }}
              prefetch
              aria-label={t('access.roles.edit_named', { name: role.name })}
            >
              <Pencil aria-hidden="true" />
              <span className="hidden lg:inline">{t('access.edit')}</span>
            </Link>
          </Button>
        )}
        {role.can.delete && (
          <ConfirmAction
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={t('access.roles.delete_named', { name: role.name })}
              >
                <Trash2 aria-hidden="true" />
                <span className="hidden lg:inline">{t('access.delete')}</span>
              </Button>
            }
            title={t('access.roles.delete_title', { name: role.name })}
            description={t('access.roles.delete_description')}
            confirmLabel={t('access.delete')}
            href={urlFor('roles.destroy', { id: role.id })}
            method="delete"
          />
        )}
      </div>
    </TableCell>
  )
}

/** The name (a link to edit it), a system badge, the description, and on a phone the counts. */
function RoleNameCell({ role }: { role: RoleRow }) {
  return (
    <TableCell className="whitespace-normal">
      <div className="flex flex-wrap items-center gap-2">
        {role.can.update ? (
          <Link
            route="roles.edit"
            routeParams={{ id: role.id }}
            prefetch
            className="font-medium hover:underline"
          >
            {role.name}
          </Link>
        ) : (
          <span className="font-medium">{role.name}</span>
        )}
        {role.isSystem && <Badge variant="secondary">{t('access.system')}</Badge>}
      </div>
      {role.description && (
        <p className="mt-0.5 min-w-48 text-xs text-muted-foreground">{role.description}</p>
      )}
      <p className="mt-1 text-xs text-muted-foreground sm:hidden">
        {t('access.roles.counts', {
          users: role.usersCount,
          permissions: permissionsCount(role),
        })}
      </p>
    </TableCell>
  )
}

export function RolesTable({ roles }: { roles: RoleRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('access.roles.name')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            {t('access.roles.users_count')}
          </TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            {t('access.roles.permissions_count')}
          </TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t('access.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {roles.map((role) => (
          <TableRow key={role.id}>
            <RoleNameCell role={role} />
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {role.usersCount}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {permissionsCount(role)}
            </TableCell>
            <RoleActions role={role} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
