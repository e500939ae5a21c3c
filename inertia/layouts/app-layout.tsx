import type { ReactNode } from 'react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar'
import { AppSidebar } from '@/components/app-sidebar'
import { AppHeader } from '@/components/app-header'
import { FlashToaster } from '@/components/flash-toaster'
import type { BreadcrumbItem } from '@/types'
import { routeClient } from '@/lib/routes'

function sidebarOpenFromCookie() {
  return !document.cookie.split('; ').includes('sidebar_state=false')
}

export default function AppLayout({
  children,
  breadcrumbs = [],
}: {
  children: ReactNode
  breadcrumbs?: BreadcrumbItem[]
}) {
  /* Typed links (<Link route>) read the whole route table (lib/routes.ts). */
  return (
    <TuyauProvider client={routeClient}>
      <SidebarProvider defaultOpen={sidebarOpenFromCookie()}>
        <AppSidebar />
        <SidebarInset className="min-w-0">
          <AppHeader breadcrumbs={breadcrumbs} />
          <main className="flex flex-1 flex-col gap-4 p-4 md:p-6">{children}</main>
        </SidebarInset>
        <FlashToaster />
      </SidebarProvider>
    </TuyauProvider>
  )
}
