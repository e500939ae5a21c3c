/* The shapes the customer screens receive: the server's own types, read from its declarations. */
import type { Data } from '~generated/data'
import type { CustomerFilters as ServerCustomerFilters } from '#validators/customers/customers'

type Customer = Data.Customers.Customer.Variants

export type CustomerRow = Customer['forIndex']
export type CustomerDetail = Customer['forShow']
export type CustomerKind = CustomerRow['kind']
export type CustomerFilters = ServerCustomerFilters

export type GuestOption = { id: number; fullName: string; email: string | null }
