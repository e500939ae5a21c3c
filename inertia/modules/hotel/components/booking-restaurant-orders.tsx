import { UtensilsCrossed } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { OrderNumberLink } from '@/modules/restaurant/components/order-number-link'
import { OrderListTable } from '@/modules/restaurant/components/order-list-table'
import type { OrderRow } from '@/modules/restaurant/order-list-types'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'

type OrdersProps = { orders: OrderRow[]; zone: string; currency: string }

/** The stay's restaurant orders (room service, or charged to the room), each linking to the order; nothing when there are none. */
export function BookingRestaurantOrders({ orders, zone, currency }: OrdersProps) {
  if (orders.length === 0) return null
  return (
    <Card data-testid="restaurant-orders">
      <CardHeader>
        <CardTitle>
          <h2>{t('hotel.stays.restaurant_orders')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <OrderListTable orders={orders} zone={zone} currency={currency} compact />
      </CardContent>
    </Card>
  )
}

/** On the check-out page: the orders still in service that hold the check-out (SPEC §11.1), with their links. */
export function CheckOutHeldByOrders({ orders, currency }: Omit<OrdersProps, 'zone'>) {
  if (orders.length === 0) return null
  return (
    <Alert data-testid="check-out-held">
      <UtensilsCrossed aria-hidden="true" />
      <AlertTitle>{t('hotel.stays.restaurant_orders')}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{t('hotel.stays.restaurant_orders_hold')}</p>
        <ul className="grid gap-1">
          {orders.map((order) => (
            <li key={order.id} className="tabular-nums text-foreground" data-order={order.number}>
              <OrderNumberLink order={order} className="underline-offset-4" /> ·{' '}
              {t(`restaurant.order_status.${order.status}`)} ·{' '}
              {formatMoney(order.totalCents, currency)}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  )
}
