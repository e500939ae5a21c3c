import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { recordMovement, type StockChanged } from '#services/inventory/stock_ledger'
import { createUser } from '#tests/helpers/identity'
import { product, userWithPermissions } from '#tests/helpers/inventory'
import {
  nextEvent,
  realtimeClients,
  sleep,
  throughTheApp,
  userWithRole,
} from '#tests/functional/realtime/helpers'

/*
| Inside the global transaction a movement's db.transaction() is a savepoint,
| whose after('commit') hooks run when it is released, as a real commit's do.
*/
test.group('Inventory: live stock on inventory.stock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => syncPermissionCatalogue())
  group.each.timeout(15_000)

  const authorise = (client: any, user: any) =>
    client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: '1234.5678', channel_name: 'private-inventory.stock' })

  test('product readers and inventory dashboard viewers may listen; others may not', async ({
    client,
  }) => {
    ;(await authorise(client, await userWithRole('Kitchen'))).assertStatus(200)
    ;(await authorise(client, await userWithRole('Storekeeper'))).assertStatus(200)
    ;(
      await authorise(client, await userWithPermissions(['inventory.dashboard.view']))
    ).assertStatus(200)
    ;(await authorise(client, await userWithRole('Housekeeper'))).assertStatus(403)
    ;(await authorise(client, await createUser())).assertStatus(403)
  })

  test('StockChanged goes out after the commit, never for a rollback', async ({
    client,
    assert,
    cleanup,
  }) => {
    const storekeeper = await userWithRole('Storekeeper')
    const pusher = realtimeClients(cleanup).pusher(throughTheApp(client, storekeeper))
    const channel = pusher.subscribe('private-inventory.stock')
    await nextEvent(channel, 'pusher:subscription_succeeded')
    const heard: StockChanged[] = []
    channel.bind('App\\Events\\StockChanged', (data: StockChanged) => heard.push(data))

    const milk = await product({ sku: 'LIVE-MILK', unit: 'l', reorderPoint: '5' })
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await recordMovement(trx, {
          productId: milk.id,
          kind: 'purchase_receipt',
          quantity: '3',
          unitCostCents: '90',
          actor: null,
        })
        throw new Error('the delivery failed')
      })
    )
    await db.transaction(async (trx) => {
      await recordMovement(trx, {
        productId: milk.id,
        kind: 'purchase_receipt',
        quantity: '4',
        unitCostCents: '90',
        actor: null,
      })
      await sleep(300)
      assert.isEmpty(heard, 'nothing is broadcast before the commit')
    })
    const deadline = Date.now() + 5000
    while (heard.length === 0 && Date.now() < deadline) await sleep(25)
    await sleep(200)
    assert.deepEqual(heard, [
      {
        productId: milk.id,
        sku: 'LIVE-MILK',
        onHand: '4.000',
        averageCostCents: '90.0000',
        stockValueCents: 360,
        belowReorderPoint: true,
      },
    ])
  })
})
