import vine from '@vinejs/vine'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { dayWindow, WINDOWS } from '#validators/fields'
import type { FieldContext } from '@vinejs/vine/types'

export const GUESTS_PER_PAGE = 25
export const MAX_GUESTS_PER_PAGE = 100
export const GUEST_SORTS = ['name', 'email', 'nationality', 'created'] as const

const truthy = (value: unknown) => [true, 1, '1', 'true', 'on'].includes(value as never)
const blocking = (field: FieldContext) => truthy(field.parent?.is_blocked)

export const guestValidator = vine.create({
  first_name: vine.string().trim().minLength(1).maxLength(80),
  last_name: vine.string().trim().minLength(1).maxLength(80),
  email: vine.string().trim().email().maxLength(254).optional(),
  phone: vine.string().trim().maxLength(40).optional(),
  document_type: vine.string().trim().maxLength(30).optional(),
  document_number: vine.string().trim().maxLength(60).optional(),
  nationality: vine
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  birth_date: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .beforeOrEqual('today')
    .use(dayWindow({ window: WINDOWS.birth }))
    .optional(),
  address: vine.string().trim().maxLength(2000).optional(),
  company: vine.string().trim().maxLength(120).optional(),
  notes: vine.string().trim().maxLength(5000).optional(),
  is_vip: vine.boolean().optional(),
  is_blocked: vine.boolean().optional(),
  blocked_reason: vine.string().trim().maxLength(255).optional().requiredWhen(blocking),
})

/* The list's query string: a shareable URL, so a broken value falls back to its default instead of failing. */
const guestFiltersValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
  vip: vine.enum(['yes', 'no']).optional(),
  blocked: vine.enum(['yes', 'no']).optional(),
  sort: vine.enum(GUEST_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(MAX_GUESTS_PER_PAGE),
})

export async function readGuestFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(guestFiltersValidator, query)
  return {
    search: valid.search ?? '',
    vip: valid.vip ?? ('' as const),
    blocked: valid.blocked ?? ('' as const),
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? GUESTS_PER_PAGE,
  }
}

export type GuestFilters = Awaited<ReturnType<typeof readGuestFilters>>
