import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut, Settings } from 'lucide-react'
import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu'
import { t } from '@/lib/i18n'
import type { SharedUser } from '@/types'

export function UserInfo({ user, showEmail = false }: { user: SharedUser; showEmail?: boolean }) {
  return (
    <>
      <Avatar className="size-8 overflow-hidden rounded-full">
        <AvatarFallback className="rounded-lg bg-neutral-200 text-black dark:bg-neutral-700 dark:text-white">
          {user.initials}
        </AvatarFallback>
      </Avatar>
      <div className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-medium">{user.fullName}</span>
        {showEmail && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
      </div>
    </>
  )
}

export function UserMenuContent({ user }: { user: SharedUser }) {
  return (
    <>
      <DropdownMenuLabel className="p-0 font-normal">
        <div className="flex items-center gap-2 px-1 py-1.5 text-left text-sm">
          <UserInfo user={user} showEmail />
        </div>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuGroup>
        <DropdownMenuItem asChild>
          <Link className="block w-full" route="profile.edit" prefetch>
            <Settings className="mr-2" />
            {t('nav.settings')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link
          className="block w-full"
          method="post"
          route="logout"
          as="button"
          onClick={() => router.flushAll()}
        >
          <LogOut className="mr-2" />
          {t('nav.log_out')}
        </Link>
      </DropdownMenuItem>
    </>
  )
}
