/*
| Fixtures that commit: for specs that go through the test server's HTTP port
| with no global transaction, so each request commits on its own. What such a
| spec wrote is removed afterwards, and the sales totals its orders reached
| are worked out again without them; the activity log keeps its events
| (append-only), and so their actors stay, switched off.
*/
import db from '@adonisjs/lucid/services/db'
import { rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { seedRoles } from '../access/helpers.js'

export type CommittedFixtures = {
  userIds: number[]
  categoryId: number
  itemIds: number[]
  orderIds: number[]
  rolesSeededHere: boolean
}

/** Seeds the roles; answers whether there were none before (they are removed afterwards then). */
export async function seedRolesForCommitted() {
  const rolesBefore = await db.from('roles').count('* as total').first()
  await seedRoles()
  return Number(rolesBefore.total) === 0
}

export async function removeCommitted(fixtures: CommittedFixtures | null) {
  if (!fixtures) return
  await db.from('payments').whereIn('order_id', fixtures.orderIds).delete()
  await db.from('order_lines').whereIn('order_id', fixtures.orderIds).delete()
  await db.from('orders').whereIn('id', fixtures.orderIds).delete()
  await rebuildSalesTotals()
  await db.from('menu_items').whereIn('id', fixtures.itemIds).delete()
  await db.from('menu_categories').where('id', fixtures.categoryId).delete()
  await db.from('user_roles').whereIn('user_id', fixtures.userIds).delete()
  await db.from('users').whereIn('id', fixtures.userIds).update({ is_active: false })
  if (fixtures.rolesSeededHere) {
    await db.from('role_permissions').delete()
    await db.from('roles').delete()
    await db.from('permissions').delete()
  }
}
