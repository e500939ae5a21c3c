/*
| The modules of the product, in the order the sidebar and the Dashboard show
| them. This list is the only browser file that names a module
| (eslint.config.js holds the boundary); start/modules.ts is the server's.
*/
import customers from '@/modules/customers/manifest'
import hotel from '@/modules/hotel/manifest'
import restaurant from '@/modules/restaurant/manifest'
import inventory from '@/modules/inventory/manifest'
import type { ClientModule } from '@/lib/modules'

const list = [customers, hotel, restaurant, inventory] as const

/** The modules' types, for what they add to shared pages (the Dashboard's props). */
export type Modules = typeof list

export const modules: readonly ClientModule<any>[] = list
