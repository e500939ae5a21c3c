import { History, KeyRound, LayoutGrid, ShieldCheck, Users } from 'lucide-react'
import { modules } from '@/modules'
import { pageNames } from '@/lib/pages'
import { urlFor } from '@/lib/routes'
import { t } from '@/lib/i18n'
import type { NavGroup } from '@/types'

/*
| The sidebar: the platform's own screens, then what each module registers in
| its manifest (inertia/modules/<module>/manifest.tsx), in the order of
| inertia/modules/index.ts. An entry shows only once its screen exists and only
| to users holding its permission (the server checks again).
*/
const groups: NavGroup[] = [
  {
    title: t('nav.platform'),
    items: [
      { title: t('nav.dashboard'), href: urlFor('dashboard'), page: 'Dashboard', icon: LayoutGrid },
      ...modules.flatMap((module) => module.navigation.platform ?? []),
      {
        title: t('nav.item.events'),
        href: urlFor('events.index'),
        page: 'Events/Index',
        icon: History,
        permission: 'events.view',
      },
    ],
  },
  ...modules.flatMap((module) => (module.navigation.group ? [module.navigation.group] : [])),
  {
    title: t('nav.administration'),
    items: [
      {
        title: t('nav.item.users'),
        href: urlFor('users.index'),
        page: 'Users/Index',
        icon: Users,
        permission: 'users.manage',
      },
      {
        title: t('nav.item.settings.roles'),
        href: urlFor('roles.index'),
        page: 'Settings/Roles/Index',
        icon: ShieldCheck,
        permission: 'roles.manage',
      },
      {
        title: t('nav.item.settings.permissions'),
        href: urlFor('permissions.index'),
        page: 'Settings/Permissions/Index',
        icon: KeyRound,
        permission: 'permissions.manage',
      },
    ],
  },
]

export function navigationGroups(
  permissions: readonly string[],
  available: readonly string[] = pageNames
): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          available.includes(item.page) &&
          (!item.permission || permissions.includes(item.permission))
      ),
    }))
    .filter((group) => group.items.length > 0)
}
