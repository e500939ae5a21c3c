/*
| The browser's copies of the server's shapes (inertia/modules/<module>/types.ts) must
| equal what the server sends, not only accept it: a field the client declares but
| the server never sends, or a type wider than the server's, fails `npm run typecheck`.
| The browser's own type check stays free of server code (the copies are plain
| types); this check, on the server's side, reads them from the browser project's
| declarations.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type CustomerTransformer from '#transformers/customers/customer_transformer'
import type { CustomerFilters as ServerCustomerFilters } from '#validators/customers/customers'
import type {
  CustomerDetail,
  CustomerFilters,
  CustomerRow,
} from '../../inertia/modules/customers/types.js'

/* Mutual assignability, strict about optional and readonly differences. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Same<A, B> = Equal<{ [K in keyof A]: A[K] }, { [K in keyof B]: B[K] }>

export const customerRow: Same<CustomerRow, InferData<CustomerTransformer, 'forIndex'>> = true
export const customerDetail: Same<CustomerDetail, InferData<CustomerTransformer, 'forShow'>> = true
export const customerFilters: Same<CustomerFilters, ServerCustomerFilters> = true
