import vine from '@vinejs/vine'
import { pagingFields, validateDroppingInvalid } from '#validators/list_query'
import { newPassword } from '#validators/identity/password_rules'
import { id } from '#validators/fields'

export const USER_SORTS = ['name', 'email', 'last_login', 'created'] as const
export const USERS_PER_PAGE = 25
export const MAX_USERS_PER_PAGE = 100

export const fullName = () => vine.string().trim().minLength(1).maxLength(120)
const roles = () => vine.array(id()).distinct().optional()

/** An e-mail address no other account uses (the account being edited, meta.userId, excepted). */
export const uniqueEmail = () =>
  vine
    .string()
    .trim()
    .email()
    .maxLength(254)
    .unique({
      table: 'users',
      column: 'email',
      filter: (query, _value, field) => {
        if (field.meta.userId) query.whereNot('id', field.meta.userId)
      },
    })

export const createUserValidator = vine.create({
  full_name: fullName(),
  email: uniqueEmail(),
  password: newPassword(),
  roles: roles(),
  is_active: vine.boolean().optional(),
})

export const updateUserValidator = vine.withMetaData<{ userId: number }>().create({
  full_name: fullName(),
  email: uniqueEmail(),
  password: newPassword().optional(),
  roles: roles(),
  is_active: vine.boolean().optional(),
})

/* The list's query string: a shareable URL, so a broken value falls back to its default instead of failing. */
const userFiltersValidator = vine.create({
  search: vine.string().trim().maxLength(100).optional(),
  role: vine.string().trim().maxLength(60).optional(),
  status: vine.enum(['active', 'inactive']).optional(),
  sort: vine.enum(USER_SORTS).optional(),
  direction: vine.enum(['asc', 'desc']).optional(),
  ...pagingFields(MAX_USERS_PER_PAGE),
})

export async function readUserFilters(query: Record<string, unknown>) {
  const valid = await validateDroppingInvalid(userFiltersValidator, query)
  return {
    search: valid.search ?? '',
    role: valid.role ?? '',
    status: valid.status ?? ('' as const),
    sort: valid.sort ?? 'name',
    direction: valid.direction ?? 'asc',
    page: valid.page ?? 1,
    perPage: valid.per_page ?? USERS_PER_PAGE,
  }
}

export type UserFilters = Awaited<ReturnType<typeof readUserFilters>>
