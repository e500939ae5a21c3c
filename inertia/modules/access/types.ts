/* The shapes the access screens receive: the server's own types, read from its declarations. */
import type { Data } from '~generated/data'
import type { UserFilters as ServerUserFilters } from '#validators/identity/users'

export type { PaginationMeta, Paginated } from '@/lib/pagination'

type ManagedUser = Data.Identity.ManagedUser.Variants
type Role = Data.Identity.Role.Variants
type Permission = Data.Identity.Permission.Variants

export type UserFilters = ServerUserFilters
export type UserSort = UserFilters['sort']

export type UserRow = ManagedUser['forIndex']
export type EditableUser = ManagedUser['forEdit']
export type RoleOption = Role['forOption']
export type RoleRow = Role['forIndex']
export type EditableRole = Role['forEdit']
export type PermissionOption = Permission['forOption']
export type PermissionRow = Permission['forIndex']
export type EditablePermission = Permission['forEdit']
