import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SortableHead } from '@/components/lists/sortable-head'
import { UserRowActions } from '@/modules/access/components/user-row-actions'
import { RoleBadges, StatusBadge, TwoFactorState } from '@/modules/access/components/user-status'
import { formatDateTime } from '@/modules/access/lib/format'
import { t } from '@/lib/i18n'
import type { UserFilters, UserRow } from '@/modules/access/types'

type UsersListProps = {
  users: UserRow[]
  filters: UserFilters
  onSort: (column: string, direction: 'asc' | 'desc') => void
}

function UserName({ user }: { user: UserRow }) {
  if (!user.can.update) return <span className="font-medium">{user.fullName}</span>
  return (
    <Link
      route="users.edit"
      routeParams={{ id: user.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {user.fullName}
    </Link>
  )
}

const lastLogin = (user: UserRow) => formatDateTime(user.lastLoginAt) ?? t('access.users.never')

/** A table from tablet width up; a stack of cards on a phone. */
export function UsersList({ users, filters, onSort }: UsersListProps) {
  const sortable = { sort: filters.sort, direction: filters.direction, onSort }
  if (users.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {t('access.users.empty')}
      </p>
    )
  return (
    <>
      <ul className="divide-y md:hidden">
        {users.map((user) => (
          <li key={user.id} className="grid gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0">
                <UserName user={user} />
                <span className="truncate text-sm text-muted-foreground">{user.email}</span>
              </div>
              <UserRowActions user={user} />
            </div>
            <RoleBadges roles={user.roles} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              <StatusBadge active={user.isActive} />
              <TwoFactorState enabled={user.twoFactorEnabled} />
              <span className="text-muted-foreground">
                {t('access.users.last_login_short', { when: lastLogin(user) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <SortableHead column="name" label={t('access.users.name')} {...sortable} />
            <SortableHead column="email" label={t('access.users.email')} {...sortable} />
            <TableHead>{t('access.users.roles')}</TableHead>
            <TableHead>{t('access.users.status')}</TableHead>
            <TableHead>{t('access.users.two_factor')}</TableHead>
            <SortableHead column="last_login" label={t('access.users.last_login')} {...sortable} />
            <TableHead className="text-right">
              <span className="sr-only">{t('access.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} className={user.isActive ? undefined : 'text-muted-foreground'}>
              <TableCell>
                <UserName user={user} />
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell className="whitespace-normal">
                <RoleBadges roles={user.roles} />
              </TableCell>
              <TableCell>
                <StatusBadge active={user.isActive} />
              </TableCell>
              <TableCell>
                <TwoFactorState enabled={user.twoFactorEnabled} />
              </TableCell>
              <TableCell className="tabular-nums">{lastLogin(user)}</TableCell>
              <TableCell>
                <UserRowActions user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
