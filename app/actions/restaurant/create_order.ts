import db from '@adonisjs/lucid/services/db'
import Order from '#models/restaurant/order'
import type { AuditContext } from '#services/audit_context'
import { openOrder, type OpenOrderData } from '#services/restaurant/open_order'
import { ConflictError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/**
 * Opens an order from the POS. A key the browser gave answers a replay with
 * the order it already made, also when the same request raced in twice.
 */
export async function createOrder(data: OpenOrderData, audit: AuditContext) {
  const replay = async () => (data.key ? Order.query().where('client_key', data.key).first() : null)
  const earlier = await replay()
  if (earlier) return earlier
  try {
    return await db.transaction((trx) => openOrder(trx, data, audit))
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    if (code === '23505' && constraint === 'orders_client_key_unique') {
      const first = await replay()
      if (first) return first
    }
    if (code === '23505' && constraint === 'orders_one_open_per_table')
      throw new ConflictError(t('restaurant.orders.table_taken_now'), { field: 'table_id' })
    throw error
  }
}
