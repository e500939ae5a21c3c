import db from '@adonisjs/lucid/services/db'
import type { AuditContext } from '#services/audit_context'
import { postFolioCharge, type FolioChargeInput } from '#actions/hotel/post_folio_charge'

/** The front desk's own charge: an extra posted from the booking's page, in its own transaction. */
export function postDeskCharge(
  input: Omit<FolioChargeInput, 'kind' | 'source' | 'sourceRef'>,
  audit: AuditContext
) {
  return db.transaction((trx) => postFolioCharge(trx, { ...input, kind: 'extra' }, audit))
}
