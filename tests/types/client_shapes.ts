/*
| The browser's module types (inertia/modules/<module>/types.ts) are the server's
| own, not copies: what each transformer produces (Data.* of the generated
| .adonisjs/client/data.d.ts), the validators' filters, the queries' named
| shapes, all read through the declarations tsconfig.server.json writes. These
| checks, on the server's side and through the browser project's declarations,
| fail `npm run typecheck` if that chain breaks: a type that resolved to `any`
| would accept any props, and a wrong value would pass.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type CustomerTransformer from '#transformers/customers/customer_transformer'
import type { RoleRow, UserRow } from '../../inertia/modules/access/types.js'
import type { CustomerDetail, CustomerRow } from '../../inertia/modules/customers/types.js'
import type { EventDetail } from '../../inertia/modules/events/types.js'
import type { RoomRow, StatusChange } from '../../inertia/modules/hotel/types.js'
import type { MovementRow } from '../../inertia/modules/inventory/types.js'
import type { EditableTable } from '../../inertia/modules/restaurant/types.js'
import type { SharedUser } from '../../inertia/types/index.js'

/* Mutual assignability, strict about optional and readonly differences. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Same<A, B> = Equal<{ [K in keyof A]: A[K] }, { [K in keyof B]: B[K] }>
type IsAny<T> = 0 extends 1 & T ? true : false

/* The browser's type is the transformer's output, read from the server's declarations. */
export const customerRow: Same<CustomerRow, InferData<CustomerTransformer, 'forIndex'>> = true

/* Every module's types resolved: none fell back to `any`. */
export const resolved: [
  IsAny<UserRow>,
  IsAny<RoleRow['can']['update']>,
  IsAny<CustomerRow>,
  IsAny<EventDetail['changes']>,
  IsAny<RoomRow['roomType']>,
  IsAny<MovementRow['product']>,
  IsAny<EditableTable>,
  IsAny<SharedUser>,
] = [false, false, false, false, false, false, false, false]

declare const row: CustomerRow

/* A field of the wrong type fails. */
// @ts-expect-error a customer is a person or a company
export const wrongKind: CustomerRow = { ...row, kind: 'hotel' }

/* A field the variant does not send fails: only the detail carries the address. */
// @ts-expect-error forIndex has no address
export const notSent: string = row.address
export const sent: string = ({} as CustomerDetail).address

/* A permission flag computed by a policy is a boolean. */
// @ts-expect-error can.update is a boolean
export const wrongFlag: RoleRow['can'] = { update: 'yes', delete: false }

/* A name read through a relation that may be missing is nullable, as the server sends it. */
export const unsignedChange: Equal<StatusChange['actorName'], string | null> = true
export const unsignedEvent: Equal<EventDetail['actorLabel'], string | null> = true
