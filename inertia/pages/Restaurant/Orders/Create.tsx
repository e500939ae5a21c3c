import { useState } from 'react'
import AppLayout from '@/layouts/app-layout'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { useLiveProps } from '@/hooks/use-live-props'
import { PosScreen } from '@/modules/restaurant/components/pos-screen'
import {
  PosSetup,
  setupFields,
  setupMissing,
  type OrderKind,
  type OrderSetup,
  type SetupOptions,
} from '@/modules/restaurant/components/pos-setup'
import type { PosMenu } from '@/modules/restaurant/components/pos-types'

type CreateProps = SetupOptions & {
  prefill: {
    kind: OrderKind
    tableId: number | null
    reservationId: number | null
    bookingId: number | null
  }
  me: { id: number; fullName: string }
  menu: PosMenu
  currency: string
}

/** A new order on the POS: its kind and place, then the first tap opens it. */
export default function Create({ prefill, me, menu, currency, ...options }: CreateProps) {
  useLiveProps<CreateProps>({ 'restaurant.menu': ['MenuItemChanged', 'MenuComboChanged'] }, [
    'menu',
  ])
  const [setup, setSetup] = useState<OrderSetup>({
    kind: prefill.kind,
    tableId: prefill.tableId,
    bookingId: prefill.bookingId,
    reservationId: prefill.reservationId,
    waiterId: options.waiters.some((waiter) => waiter.id === me.id)
      ? me.id
      : (options.waiters[0]?.id ?? me.id),
    covers: 1,
    customer: null,
  })
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.order_list.title'), href: urlFor('restaurant.orders.index') },
        { title: t('restaurant_pos.new_order'), href: urlFor('restaurant.orders.create') },
      ]}
    >
      <h1 className="sr-only">{t('restaurant_pos.new_order')}</h1>
      <PosScreen
        menu={menu}
        initial={null}
        currency={currency}
        openWith={() => setupFields(setup)}
        blocked={setupMissing(setup)}
        top={({ opened }) =>
          opened ? (
            <p className="text-sm text-muted-foreground" role="status">
              {t('restaurant_pos.opening')}
            </p>
          ) : (
            <PosSetup setup={setup} options={options} onChange={setSetup} />
          )
        }
      />
    </AppLayout>
  )
}
