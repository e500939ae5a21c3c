import type User from '#models/identity/user'
import AppPolicy from '#policies/base_policy'
import type { AdjustmentReason } from '#enums/inventory/movement_kind'

/*
| inventory.movements.view reads the ledger and the Kardex.
| inventory.movements.adjust records adjustments for every reason;
| inventory.movements.record_waste (the kitchen) records waste outflows only.
| reports.view.inventory opens the inventory reports.
*/
export default class MovementPolicy extends AppPolicy {
  view(actor: User) {
    return this.can(actor, 'inventory.movements.view')
  }

  async record(actor: User) {
    return (
      (await this.can(actor, 'inventory.movements.adjust')) ||
      this.can(actor, 'inventory.movements.record_waste')
    )
  }

  /** Whether this user may record this adjustment: waste outflows need only record_waste. */
  async adjust(actor: User, reason: AdjustmentReason, direction: 'in' | 'out') {
    if (await this.can(actor, 'inventory.movements.adjust')) return true
    return (
      reason === 'waste' &&
      direction === 'out' &&
      this.can(actor, 'inventory.movements.record_waste')
    )
  }

  async adjustAnyReason(actor: User) {
    return this.can(actor, 'inventory.movements.adjust')
  }

  /** The inventory reports read the ledger too, under a right of their own. */
  viewReports(actor: User) {
    return this.can(actor, 'reports.view.inventory')
  }
}
