import { t } from '@/lib/i18n'
import type { MovementRow, StockUnit } from '@/modules/inventory/types'

export const unitSymbol = (unit: StockUnit) => t(`inventory.unit_symbols.${unit}`)
/** One of the unit, for "per …": piece, kg, litre. */
export const unitSingular = (unit: StockUnit) => t(`inventory.unit_singular.${unit}`)
export const unitName = (unit: StockUnit) => t(`inventory.unit_names.${unit}`)

/** "Purchase receipt", or "Adjustment · waste". */
export function movementLabel(movement: Pick<MovementRow, 'kind' | 'reason'>) {
  const kind = t(`inventory.kinds.${movement.kind}`)
  return movement.reason ? `${kind} · ${t(`inventory.reasons.${movement.reason}`)}` : kind
}

/* A ledger line's time, compact enough for a table row. */
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
export const formatWhen = (iso: string) => when.format(new Date(iso))
