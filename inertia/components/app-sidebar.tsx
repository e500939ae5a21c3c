import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ChevronsUpDown } from 'lucide-react'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar'
import { AppLogo } from '@/components/app-logo'
import { UserInfo } from '@/components/user-info'
import { deferredMenu } from '@/components/deferred-menu'
import { navigationGroups } from '@/lib/navigation'
import { t } from '@/lib/i18n'
import type { SharedProps } from '@/types'

const UserMenu = deferredMenu(() => import('@/components/user-menu'))

export function AppSidebar() {
  const page = usePage<SharedProps>()
  const { user, app, permissions } = page.props
  const { isMobile, state } = useSidebar()
  const currentPath = page.url.split('?')[0]
  const groups = navigationGroups(permissions)
  /* The entry whose path is the longest prefix of the page's: /hotel/bookings, not /hotel too. */
  const activeHref = groups
    .flatMap((group) => group.items.map((item) => item.href))
    .filter((href) => currentPath === href || currentPath.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0]

  return (
    <Sidebar collapsible="icon" variant="inset">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link route="dashboard" prefetch>
                <AppLogo name={app.name} />
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        {groups.map((group) => (
          <SidebarGroup key={group.title} className="px-2 py-0">
            <SidebarGroupLabel>{group.title}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => (
                <SidebarMenuItem key={item.href}>
                  <SidebarMenuButton
                    asChild
                    isActive={item.href === activeHref}
                    tooltip={item.title}
                  >
                    <Link href={item.href} prefetch>
                      <item.icon />
                      <span>{item.title}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>

      {user && (
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <UserMenu
                user={user}
                side={isMobile ? 'bottom' : state === 'collapsed' ? 'left' : 'bottom'}
                trigger={
                  <SidebarMenuButton
                    size="lg"
                    className="group text-sidebar-accent-foreground data-[state=open]:bg-sidebar-accent"
                    aria-label={t('nav.user_menu')}
                  >
                    <UserInfo user={user} />
                    <ChevronsUpDown className="ml-auto size-4" />
                  </SidebarMenuButton>
                }
              />
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      )}
    </Sidebar>
  )
}
