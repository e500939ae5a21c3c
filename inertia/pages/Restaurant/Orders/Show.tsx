import AppLayout from '@/layouts/app-layout'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { useLiveProps } from '@/hooks/use-live-props'
import { PosScreen } from '@/modules/restaurant/components/pos-screen'
import { PosHeadline } from '@/modules/restaurant/components/pos-headline'
import type { ChannelEventLists } from '../../../../app/realtime/contract'
import type { PosMenu, PosOrder } from '@/modules/restaurant/components/pos-types'

type ShowProps = { order: PosOrder; menu: PosMenu; currency: string }

/** An order in service on the POS: its lines with their live kitchen status, more lines, send. */
export default function Show({ order, menu, currency }: ShowProps) {
  /* The order's own channel (lines' kitchen status, other waiters' changes) and the menu's sold-outs. */
  const channels: ChannelEventLists = { 'restaurant.menu': ['MenuItemChanged', 'MenuComboChanged'] }
  channels[`restaurant.orders.${order.id}`] = ['OrderChanged', 'OrderLineStatusChanged']
  useLiveProps<ShowProps>(channels, ['order', 'menu'])
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.floor_map.title'), href: urlFor('restaurant.floor_map.index') },
        { title: order.number, href: urlFor('restaurant.orders.show', { id: order.id }) },
      ]}
    >
      <PosScreen
        key={order.id}
        menu={menu}
        initial={order}
        currency={currency}
        openWith={() => ({})}
        blocked={null}
        top={({ order: current, voidOrder }) => (
          <PosHeadline order={current ?? order} onVoid={voidOrder} />
        )}
      />
    </AppLayout>
  )
}
