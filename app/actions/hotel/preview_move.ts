import db from '@adonisjs/lucid/services/db'
import { planMove, type MoveRequest, type Placement } from '#services/hotel/move_plan'
import { fieldRefusalOf } from '#services/hotel/refusals'

export type MovePreview = {
  before: Placement
  after: Placement
  error: { field: string; message: string } | null
}

/**
 * What the move would do, for the confirmation dialog: the same checks in a
 * transaction that is always rolled back, so the preview never disagrees with
 * the move it announces.
 */
export async function previewMove(
  move: MoveRequest
): Promise<MovePreview | { before: null; after: null; error: { field: string; message: string } }> {
  return db.transaction(async (trx) => {
    try {
      const plan = await planMove(trx, move)
      return { before: plan.before, after: plan.after, error: null }
    } catch (error) {
      const refusal = fieldRefusalOf(error)
      if (!refusal) throw error
      return { before: null, after: null, error: refusal }
    } finally {
      await trx.rollback()
    }
  })
}
