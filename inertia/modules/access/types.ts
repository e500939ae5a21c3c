/* The shapes the access screens receive; the server's transformers produce exactly these. */
export type { PaginationMeta, Paginated } from '@/lib/pagination'

export type UserSort = 'name' | 'email' | 'last_login' | 'created'

export type UserFilters = {
  search: string
  role: string
  status: '' | 'active' | 'inactive'
  sort: UserSort
  direction: 'asc' | 'desc'
  page: number
  perPage: number
}

export type UserRow = {
  id: number
  fullName: string
  email: string
  isActive: boolean
  twoFactorEnabled: boolean
  lastLoginAt: string | null
  roles: string[]
  can: { update: boolean; deactivate: boolean; activate: boolean; delete: boolean }
}

export type EditableUser = {
  id: number
  fullName: string
  email: string
  isActive: boolean
  twoFactorEnabled: boolean
  emailVerified: boolean
  lastLoginAt: string | null
  roleIds: number[]
  can: { changeRoles: boolean; changeStatus: boolean; delete: boolean }
}

export type RoleOption = { id: number; name: string; description: string; assignable: boolean }

export type RoleRow = {
  id: number
  name: string
  description: string
  isSystem: boolean
  isAdministrator: boolean
  usersCount: number
  permissionsCount: number
  can: { update: boolean; delete: boolean }
}

export type EditableRole = {
  id: number
  name: string
  description: string
  isSystem: boolean
  isAdministrator: boolean
  permissions: string[]
  can: { delete: boolean }
}

export type PermissionOption = {
  id: number
  name: string
  area: string
  description: string
  isSystem: boolean
}

export type PermissionRow = PermissionOption & {
  rolesCount: number
  can: { update: boolean; delete: boolean }
}

export type EditablePermission = { id: number; name: string; area: string; description: string }
