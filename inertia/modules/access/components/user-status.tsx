import { ShieldCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import type { UserRow } from '@/modules/access/types'

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant={active ? 'outline' : 'destructive'}>
      {active ? t('access.users.active') : t('access.users.inactive')}
    </Badge>
  )
}

export function TwoFactorState({ enabled }: { enabled: boolean }) {
  if (!enabled)
    return <span className="text-muted-foreground">{t('access.users.two_factor_off_long')}</span>
  return (
    <span className="inline-flex items-center gap-1 text-success">
      <ShieldCheck aria-hidden="true" className="size-4" />
      {t('access.users.two_factor_on')}
    </span>
  )
}

export function RoleBadges({ roles }: { roles: UserRow['roles'] }) {
  if (roles.length === 0)
    return <span className="text-muted-foreground">{t('access.users.no_roles')}</span>
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant="secondary">
          {role}
        </Badge>
      ))}
    </div>
  )
}
