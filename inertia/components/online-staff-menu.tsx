import { useId } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { DeferredMenuProps } from '@/components/deferred-menu'
import { Initials } from '@/components/online-staff'
import type { PresenceMember } from '@/hooks/use-presence'
import { t } from '@/lib/i18n'

/** The names of who is online, on demand; loaded apart (components/deferred-menu.tsx). */
export default function OnlineStaffMenu({
  members,
  userId,
  trigger,
  defaultOpen,
}: DeferredMenuProps & { members: PresenceMember[]; userId: number | undefined }) {
  const titleId = useId()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel id={titleId}>{t('realtime.online.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <ul aria-labelledby={titleId} className="max-h-72 overflow-y-auto p-1">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-2 px-1 py-1 text-sm">
              <Initials member={member} />
              <span className="truncate">{member.name}</span>
              {member.id === userId && (
                <span className="shrink-0 text-xs text-muted-foreground">
                  ({t('realtime.online.you')})
                </span>
              )}
            </li>
          ))}
        </ul>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
