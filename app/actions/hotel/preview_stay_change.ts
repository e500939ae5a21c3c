import db from '@adonisjs/lucid/services/db'
import { appToday } from '#services/clock'
import { assertBoundedRange } from '#services/hotel/range_bound'
import { fieldRefusalOf } from '#services/hotel/refusals'
import {
  movesFor,
  planStayChange,
  type StayChangePlan,
  type StayChangeRequest,
  type StaySide,
} from '#services/hotel/stay_change_plan'

export type StayChangePreview = {
  before: StaySide | null
  after: StaySide | null
  added: StayChangePlan['added']
  released: StayChangePlan['released']
  folioChangeCents: number
  error: { field: string; message: string } | null
  /** When the guest's room is taken for the added nights: the ready rooms of the type free for the whole stay. */
  rooms: { id: number; number: string; floor: number; housekeepingStatus: string }[]
}

/**
 * What the change would do, for the dialog and the tape chart: the same checks
 * in a transaction that is always rolled back, so the preview never disagrees
 * with the change it announces.
 */
export async function previewStayChange(change: StayChangeRequest): Promise<StayChangePreview> {
  return db.transaction(async (trx) => {
    try {
      assertBoundedRange('checkOut', appToday(), change.checkOut)
      const plan = await planStayChange(trx, change)
      const { before, after, added, released, folioChangeCents } = plan
      return { before, after, added, released, folioChangeCents, error: null, rooms: [] }
    } catch (error) {
      const refusal = fieldRefusalOf(error)
      if (!refusal) throw error
      return {
        before: null,
        after: null,
        added: [],
        released: [],
        folioChangeCents: 0,
        error: refusal,
        rooms: refusal.field === 'roomId' ? await movesFor(trx, change) : [],
      }
    } finally {
      await trx.rollback()
    }
  })
}
