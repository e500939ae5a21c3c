/*
| The pay panel's state from the server and its calls: each answers the
| order's and the panel's state (the POS page reloads its order from it).
*/
import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { messageOf } from '@/modules/restaurant/lib/pos-queue'
import { posFetch } from '@/modules/restaurant/lib/pos-store'
import type { PaymentState } from '#queries/restaurant/payment_state'

export type { PaymentState }
export type PanelPayment = PaymentState['payments'][number]
export type PanelPart = PaymentState['parts'][number]
export type Refusal = { message: string; field: string | null }

/** "12.50" (or "12,50") as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null
  return Math.round(Number(clean) * 100)
}

export function usePaymentState(orderId: number, version: number) {
  const [state, setState] = useState<PaymentState | null>(null)
  /* Read again whenever the order changes (a payment here, another cashier's, a new line). */
  useEffect(() => {
    let live = true
    fetch(urlFor('restaurant.orders.payments', { id: orderId }), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        if (live && body) setState(body as PaymentState)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [orderId, version])

  /** Posts one call; answers null when it went through, or the refusal. */
  const call = async (url: string, body: Record<string, unknown>): Promise<Refusal | null> => {
    try {
      const answer = await posFetch({ method: 'POST', url, body })
      if (answer.status >= 200 && answer.status < 300) {
        setState(answer.body.payment as PaymentState)
        router.reload({ only: ['order'] })
        return null
      }
      const first = Array.isArray(answer.body?.errors) ? answer.body.errors[0] : null
      return {
        message: messageOf(answer.body, t('restaurant_pos.refused')),
        field:
          (first?.field as string | undefined) ?? (answer.body?.field as string | null) ?? null,
      }
    } catch {
      return { message: t('restaurant_pos.needs_connection'), field: null }
    }
  }
  return { state, call }
}
