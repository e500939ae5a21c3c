import { test } from '@japa/runner'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/*
| The module boundary of eslint.config.js (STYLE.md rule 16), read through
| ESLint itself: which imports of a file the lint refuses.
*/
let eslint: ESLint
async function refused(file: string, specifier: string) {
  eslint ??= new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(`export * from '${specifier}'\n`, {
    filePath: `${ROOT}${file}`,
  })
  return result.messages.some((message) => message.ruleId === 'no-restricted-imports')
}

test.group('Module boundaries', () => {
  test('platform code imports no module, but the manifest lists do', async ({ assert }) => {
    assert.isTrue(await refused('app/controllers/pages_controller.ts', '#queries/hotel/dashboard'))
    assert.isTrue(await refused('app/services/record_event.ts', '#models/customers/customer'))
    assert.isTrue(await refused('start/routes.ts', '#start/routes/hotel'))
    assert.isTrue(await refused('start/routes.ts', './routes/inventory/reports.js'))
    assert.isTrue(
      await refused('inertia/pages/Dashboard.tsx', '@/modules/hotel/components/dashboard-tiles')
    )
    assert.isTrue(await refused('inertia/lib/navigation.ts', '@/pages/Restaurant/Tables/Index'))
    assert.isFalse(await refused('start/modules.ts', '#modules/hotel/manifest'))
    assert.isFalse(await refused('inertia/modules/index.ts', '@/modules/hotel/manifest'))
    assert.isFalse(await refused('app/controllers/pages_controller.ts', '#services/clock'))
  }).timeout(60_000)

  test('a module reaches another only through its public API', async ({ assert }) => {
    assert.isTrue(
      await refused('app/actions/inventory/save_product.ts', '#services/hotel/availability')
    )
    assert.isTrue(
      await refused('app/controllers/restaurant/tables_controller.ts', '#queries/hotel/room_query')
    )
    assert.isTrue(await refused('start/routes/restaurant.ts', '#start/routes/hotel'))
    assert.isTrue(
      await refused(
        'inertia/pages/Customers/Show.tsx',
        '@/modules/restaurant/components/order-list'
      )
    )
    assert.isFalse(
      await refused('app/actions/restaurant/create_reservation.ts', '#models/customers/customer')
    )
    assert.isFalse(
      await refused('app/actions/restaurant/menu_items.ts', '#services/inventory/stock_ledger')
    )
    assert.isFalse(
      await refused('app/actions/inventory/save_product.ts', '#actions/hotel/post_folio_charge')
    )
    assert.isFalse(await refused('app/actions/hotel/check_in.ts', '#services/hotel/availability'))
  }).timeout(60_000)
})
