import AppLayout from '@/layouts/app-layout'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { useLiveProps } from '@/hooks/use-live-props'
import { PosScreen } from '@/modules/restaurant/components/pos-screen'
import { holdOrderVersion, isNewerVersion } from '@/modules/restaurant/lib/pos-store'
import { PosHeadline } from '@/modules/restaurant/components/pos-headline'
import { BillLinks } from '@/modules/restaurant/components/bill-links'
import { PayButton } from '@/modules/restaurant/components/pay-button'
import type { ChannelEventLists } from '../../../../app/realtime/contract'
import type { PosMenu, PosOrder } from '@/modules/restaurant/components/pos-types'

type ShowProps = { order: PosOrder; menu: PosMenu; currency: string }

/** An order in service on the POS: its lines with their live kitchen status, more lines, send. */
export default function Show({ order, menu, currency }: ShowProps) {
  /* The order's own channel (the kitchen's statuses, other waiters' changes), skipping the news of this page's own changes; the menu's sold-outs. */
  holdOrderVersion(order.id, order.lockVersion)
  const channels: ChannelEventLists = {}
  channels[`restaurant.orders.${order.id}`] = ['OrderChanged', 'OrderLineStatusChanged']
  useLiveProps<ShowProps>(channels, ['order'], {
    accept: (message) =>
      message.event !== 'OrderChanged' || isNewerVersion(order.id, message.payload.lockVersion),
  })
  useLiveProps<ShowProps>({ 'restaurant.menu': ['MenuItemChanged', 'MenuComboChanged'] }, ['menu'])
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.order_list.title'), href: urlFor('restaurant.orders.index') },
        { title: order.number, href: urlFor('restaurant.orders.show', { id: order.id }) },
      ]}
    >
      <BillLinks orderId={order.id} />
      <PosScreen
        key={order.id}
        menu={menu}
        initial={order}
        currency={currency}
        openWith={() => ({})}
        blocked={null}
        top={({ order: current, voidOrder }) => (
          <PosHeadline
            order={current ?? order}
            onVoid={voidOrder}
            actions={<PayButton order={current ?? order} />}
          />
        )}
      />
    </AppLayout>
  )
}
