import { usePage } from '@inertiajs/react'
import { Users } from 'lucide-react'
import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { deferredMenu } from '@/components/deferred-menu'
import { usePresence, type PresenceMember } from '@/hooks/use-presence'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { SharedProps } from '@/types'

const STACKED = 3

const OnlineStaffMenu = deferredMenu(() => import('@/components/online-staff-menu'))

export function Initials({ member, className }: { member: PresenceMember; className?: string }) {
  return (
    <Avatar aria-hidden="true" className={cn('size-7', className)}>
      <AvatarFallback className="bg-neutral-200 text-[11px] font-medium text-black dark:bg-neutral-700 dark:text-white">
        {member.initials}
      </AvatarFallback>
    </Avatar>
  )
}

/** Who is online (the presence-staff channel): stacked initials and a count, the names on demand. */
export function OnlineStaff() {
  const { user } = usePage<SharedProps>().props
  const members = usePresence('staff')
  const label = t('realtime.online.label', { count: members.length })
  return (
    <OnlineStaffMenu
      members={members}
      userId={user?.id}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          className="h-8 gap-1.5 px-1.5"
        >
          <span aria-hidden="true" className="hidden -space-x-1 sm:flex">
            {members.slice(0, STACKED).map((member) => (
              <Initials key={member.id} member={member} className="ring-2 ring-background" />
            ))}
          </span>
          <Users aria-hidden="true" className={cn(members.length > 0 && 'sm:hidden')} />
          <span aria-hidden="true" className="text-xs tabular-nums text-muted-foreground">
            {members.length}
          </span>
        </Button>
      }
    />
  )
}
