import { Avatar, AvatarFallback } from '@/components/ui/avatar'
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
