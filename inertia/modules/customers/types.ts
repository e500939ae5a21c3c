/* The shapes the customer screens receive; the server's transformer produces exactly these. */
export type CustomerKind = 'person' | 'company'

export type CustomerRow = {
  id: number
  kind: CustomerKind
  name: string
  taxId: string
  email: string | null
  phone: string
  marketingConsent: boolean
  tags: string[]
  guestId: number | null
}

export type CustomerDetail = CustomerRow & { address: string; notes: string; createdAt: string }

export type GuestOption = { id: number; fullName: string; email: string | null }

export type CustomerFilters = {
  search: string
  kind: '' | CustomerKind
  tag: string
  consent: '' | 'yes' | 'no'
  guest: '' | 'yes' | 'no'
  sort: 'name' | 'email' | 'created'
  direction: 'asc' | 'desc'
  page: number
  perPage: number
}
