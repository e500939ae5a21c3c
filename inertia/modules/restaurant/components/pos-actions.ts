/*
| What the POS does straight on the server, never queued: voids (they need a
| reason and the connection) and marking lines served.
*/
import { useState } from 'react'
import { router } from '@inertiajs/react'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { messageOf } from '@/modules/restaurant/lib/pos-queue'
import { holdOrderState, posFetch } from '@/modules/restaurant/lib/pos-store'
import type { ReasonAsk } from '@/modules/restaurant/components/pos-dialogs'
import type { PosOrder, TicketLine } from '@/modules/restaurant/components/pos-types'

export function usePosActions(order: PosOrder | null) {
  const [ask, setAsk] = useState<ReasonAsk | null>(null)

  const call = async (url: string, body: Record<string, unknown>) => {
    try {
      const answer = await posFetch({ method: 'POST', url, body })
      if (answer.status >= 200 && answer.status < 300) {
        holdOrderState(answer.body as PosOrder)
        return null
      }
      return messageOf(answer.body, t('restaurant_pos.refused'))
    } catch {
      return t('restaurant_pos.needs_connection')
    }
  }

  const voidLine = (line: TicketLine) => {
    if (!order || line.id === null) return
    setAsk({
      title: t('restaurant_pos.void_line_title', { name: line.name }),
      description: line.sent
        ? t('restaurant_pos.void_sent_line_text')
        : t('restaurant_pos.void_line_text'),
      confirmLabel: t('restaurant_pos.void'),
      confirm: (reason) =>
        call(urlFor('restaurant.orders.lines.void', { id: order.id, lineId: line.id! }), {
          reason,
        }),
    })
  }

  const voidOrder = () => {
    if (!order) return
    setAsk({
      title: t('restaurant_pos.void_order_title', { number: order.number }),
      description: t('restaurant_pos.void_order_text'),
      confirmLabel: t('restaurant_pos.void_order'),
      confirm: (reason) => call(urlFor('restaurant.orders.void', { id: order.id }), { reason }),
    })
  }

  /* The kitchen's route marks lines served; the order's live reload brings the news back. */
  const serve =
    order?.can.serve === true
      ? (line: TicketLine) =>
          void posFetch({
            method: 'POST',
            url: urlFor('restaurant.orders.serve', { id: order.id }),
            body: { line_id: line.id },
          })
            .then(() => router.reload({ only: ['order'] }))
            .catch(() => undefined)
      : null

  return { ask, closeAsk: () => setAsk(null), voidLine, voidOrder, serve }
}
