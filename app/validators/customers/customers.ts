import vine from '@vinejs/vine'
import { CUSTOMER_KINDS } from '#enums/customers/customer_kind'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'

export const CUSTOMERS_PER_PAGE = 25
export const CUSTOMER_SORTS = ['name', 'email', 'created'] as const

/* A phone is free text as people write it, but it must hold at least 6 digits to be compared. */
export const PHONE_FORMAT = /^(?=(?:\D*\d){6})[+()\d\s./-]{6,40}$/

/** Who is saving the customer: whether they may see hotel guests, and the guest linked now. */
export type CustomerFormMeta = { linkGuest: boolean; currentGuestId: number | null }

/*
| Linking a guest other than the one linked now takes hotel.guests.view. The rule
| runs before `exists`, so someone without that right learns nothing about which
| guests there are: every guest id gets the same answer.
*/
const mayLinkGuest = vine.createRule((value, _options, field) => {
  const meta = field.meta as Partial<CustomerFormMeta>
  if (meta.linkGuest || value === (meta.currentGuestId ?? null)) return
  field.report('', 'guestLink', field)
})

export const customerValidator = vine.withMetaData<CustomerFormMeta>().create({
  kind: vine.enum(CUSTOMER_KINDS),
  name: vine.string().trim().minLength(1).maxLength(160),
  tax_id: vine.string().trim().maxLength(40).optional(),
  email: vine.string().trim().email().maxLength(254).optional(),
  phone: vine.string().trim().regex(PHONE_FORMAT).optional(),
  address: vine.string().trim().maxLength(2000).optional(),
  notes: vine.string().trim().maxLength(5000).optional(),
  marketing_consent: vine.boolean().optional(),
  tags: vine
    .array(
      vine
        .string()
        .trim()
        .minLength(1)
        .maxLength(30)
        .transform((tag) => tag.toLowerCase())
    )
    .maxLength(10)
    .optional(),
  guest_id: vine
    .number()
    .withoutDecimals()
    .use(mayLinkGuest())
    .exists({ table: 'guests', column: 'id' })
    .optional()
    .nullable(),
})

const customerFiltersValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
  kind: vine.enum(CUSTOMER_KINDS).optional(),
  tag: vine.string().trim().maxLength(30).optional(),
  consent: vine.enum(['yes', 'no']).optional(),
  guest: vine.enum(['yes', 'no']).optional(),
  sort: vine.enum(CUSTOMER_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(100),
})

export async function readCustomerFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(customerFiltersValidator, query)
  return {
    search: valid.search ?? '',
    kind: valid.kind ?? ('' as const),
    tag: (valid.tag ?? '').toLowerCase(),
    consent: valid.consent ?? ('' as const),
    guest: valid.guest ?? ('' as const),
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? CUSTOMERS_PER_PAGE,
  }
}

export type CustomerFilters = Awaited<ReturnType<typeof readCustomerFilters>>

export const guestOptionsValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
})
