import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut, Settings } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { UserInfo } from '@/components/user-info'
import type { DeferredMenuProps } from '@/components/deferred-menu'
import { t } from '@/lib/i18n'
import type { SharedUser } from '@/types'

function UserMenuContent({ user }: { user: SharedUser }) {
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

/** The signed-in user's menu in the sidebar's footer, loaded apart (components/deferred-menu.tsx). */
export default function UserMenu({
  user,
  side,
  trigger,
  defaultOpen,
}: DeferredMenuProps & { user: SharedUser; side: 'left' | 'bottom' }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
        align="end"
        side={side}
      >
        <UserMenuContent user={user} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
