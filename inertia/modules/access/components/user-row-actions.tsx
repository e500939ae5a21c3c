import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Ellipsis, Pencil, Power, PowerOff, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { ConfirmAction } from '@/components/confirm-action'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { UserRow } from '@/modules/access/types'

/** The menu of less common actions: deactivate, activate, delete. */
function MoreActions({
  user,
  onAsk,
}: {
  user: UserRow
  onAsk: (action: 'deactivate' | 'delete') => void
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('access.users.more_named', { name: user.fullName })}
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user.can.deactivate && (
          <DropdownMenuItem onSelect={() => onAsk('deactivate')}>
            <PowerOff aria-hidden="true" />
            {t('access.users.deactivate')}
          </DropdownMenuItem>
        )}
        {user.can.activate && (
          <DropdownMenuItem
            onSelect={() =>
              router.post(urlFor('users.activate', { id: user.id }), {}, { preserveScroll: true })
            }
          >
            <Power aria-hidden="true" />
            {t('access.users.activate')}
          </DropdownMenuItem>
        )}
        {user.can.delete && (
          <DropdownMenuItem variant="destructive" onSelect={() => onAsk('delete')}>
            <Trash2 aria-hidden="true" />
            {t('access.delete')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Edit, and a menu with what else the signed-in user may do to this user (the server checks again). */
export function UserRowActions({ user }: { user: UserRow }) {
  const [asking, setAsking] = useState<'deactivate' | 'delete' | null>(null)
  const closeWhenDone = (open: boolean) => !open && setAsking(null)
  const more = user.can.deactivate || user.can.activate || user.can.delete

  return (
    <div className="flex items-center justify-end gap-1">
      {user.can.update && (
        <Button variant="ghost" size="sm" asChild>
          <Link
            route="users.edit"
            routeParams={{ id: user.id }}
            prefetch
            aria-label={t('access.users.edit_named', { name: user.fullName })}
          >
            <Pencil aria-hidden="true" />
            <span className="hidden xl:inline">{t('access.edit')}</span>
          </Link>
        </Button>
      )}
      {!more && <span aria-hidden="true" className="size-8" />}
      {more && <MoreActions user={user} onAsk={setAsking} />}
      <ConfirmAction
        open={asking === 'deactivate'}
        onOpenChange={closeWhenDone}
        title={t('access.users.deactivate_title', { name: user.fullName })}
        description={t('access.users.deactivate_description')}
        confirmLabel={t('access.users.deactivate')}
        href={urlFor('users.deactivate', { id: user.id })}
        method="post"
      />
      <ConfirmAction
        open={asking === 'delete'}
        onOpenChange={closeWhenDone}
        title={t('access.users.delete_title', { name: user.fullName })}
        description={t('access.users.delete_description')}
        confirmLabel={t('access.delete')}
        href={urlFor('users.destroy', { id: user.id })}
        method="delete"
      />
    </div>
  )
}
