import { SidebarTrigger } from '@/components/ui/sidebar'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { ConnectionIndicator } from '@/components/connection-indicator'
import { OnlineStaff } from '@/components/online-staff'
import type { BreadcrumbItem } from '@/types'

export function AppHeader({ breadcrumbs = [] }: { breadcrumbs?: BreadcrumbItem[] }) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border/70 px-4 md:px-6">
      <SidebarTrigger className="-ml-1" />
      <Breadcrumbs items={breadcrumbs} />
      <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
        <OnlineStaff />
        <ConnectionIndicator />
      </div>
    </header>
  )
}
