import type { ReactNode } from 'react'
import { Ban } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { PosOrder } from '@/modules/restaurant/components/pos-types'

/** The order's headline on its POS: number, status, where, who, how many; voiding it. */
export function PosHeadline({
  order,
  onVoid,
  actions,
}: {
  order: PosOrder
  onVoid: () => void
  /** More buttons beside the void: paying. */
  actions?: ReactNode
}) {
  const place = order.table
    ? t('restaurant.tables.label', { name: order.table.name })
    : order.booking
      ? t('restaurant_pos.room_of', {
          room: order.booking.roomNumber,
          guest: order.booking.guestName,
        })
      : null
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          {order.number}
          <Badge variant="secondary">{t(`restaurant.order_status.${order.status}`)}</Badge>
        </h1>
        <p className="text-sm text-muted-foreground">
          {[
            t(`restaurant.order_kind.${order.kind}`),
            place,
            order.waiter?.fullName,
            t('restaurant_pos.covers_n', { count: order.covers }),
            order.customer?.name,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {order.can.voidOrder && (
          <Button variant="outline" className="h-10 text-destructive" onClick={onVoid}>
            <Ban /> {t('restaurant_pos.void_order')}
          </Button>
        )}
        {actions}
      </div>
    </div>
  )
}
