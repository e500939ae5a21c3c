import type * as React from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

/* A collapsed sidebar's entry with its name beside it, loaded once the sidebar collapses (ui/sidebar.tsx). */
export default function SidebarTooltip({
  tooltip,
  children,
}: {
  tooltip: React.ComponentProps<typeof TooltipContent>
  children: React.ReactElement
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...tooltip} />
    </Tooltip>
  )
}
