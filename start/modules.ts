/*
| The modules of the product, in the order their routes load and the Dashboard
| shows their tiles. This list is the only server file that names a module
| (eslint.config.js holds the boundary); inertia/modules/index.ts is the
| browser's. Each manifest is the module's one declaration to the platform.
*/
import customers from '#modules/customers/manifest'
import hotel from '#modules/hotel/manifest'
import inventory from '#modules/inventory/manifest'
import restaurant from '#modules/restaurant/manifest'
import type { ServerModule } from '#services/modules'

export const modules = [
  hotel,
  restaurant,
  customers,
  inventory,
] as const satisfies readonly ServerModule<any, any>[]
