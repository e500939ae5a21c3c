import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { OrderStatus } from '@/modules/restaurant/order-list-types'

export const ORDER_TONES: Record<OrderStatus, string> = {
  open: 'border-sky-600/50 bg-sky-600/15 text-sky-900 dark:text-sky-200',
  sent: 'border-amber-600/50 bg-amber-500/20 text-amber-900 dark:text-amber-200',
  served: 'border-violet-600/50 bg-violet-600/15 text-violet-900 dark:text-violet-200',
  closed: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:text-emerald-200',
  voided: 'border-border bg-muted text-muted-foreground line-through',
}

/** An order's status in its colour, in words. */
export function OrderListStatus({
  status,
  className,
}: {
  status: OrderStatus
  className?: string
}) {
  return (
    <Badge variant="outline" className={cn(ORDER_TONES[status], className)}>
      {t(`restaurant.order_status.${status}`)}
    </Badge>
  )
}
