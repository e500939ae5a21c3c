import { modules } from '#start/modules'
import type { PermissionCatalogue, PermissionNamesOf } from '#services/modules'

/*
| The catalogue of system permissions: `<area>.<resource>.<action>` for every
| screen and action of the product. The platform declares its own here; each
| module declares its own in its manifest (app/modules/<module>/manifest.ts),
| a module's reports under the shared `reports` area. It is synced to the
| database on start and by the seeder; system permissions cannot be renamed or
| deleted.
*/
const platform = {
  users: { 'users.manage': 'Create, edit and deactivate users' },
  roles: {
    'roles.manage': 'Create and edit roles',
    'permissions.manage': 'Create and edit custom permissions',
  },
  events: { 'events.view': 'See the activity log' },
  reports: {},
} as const satisfies PermissionCatalogue

type Catalogue = typeof platform | (typeof modules)[number]['permissions']

export type PermissionName = PermissionNamesOf<Catalogue>
export type PermissionArea = Catalogue extends infer C
  ? C extends unknown
    ? keyof C
    : never
  : never

const catalogues: PermissionCatalogue[] = [platform, ...modules.map((module) => module.permissions)]

/** The areas in the order the role editor lists them: the platform's, then each module's. */
export const PERMISSION_AREAS = [
  ...new Set(catalogues.flatMap((catalogue) => Object.keys(catalogue))),
] as PermissionArea[]

export const SYSTEM_PERMISSIONS = PERMISSION_AREAS.flatMap((area) =>
  catalogues.flatMap((catalogue) =>
    Object.entries(catalogue[area] ?? {}).map(([name, description]) => ({
      name: name as PermissionName,
      area,
      description,
    }))
  )
)

export function isSystemPermission(name: string): name is PermissionName {
  return SYSTEM_PERMISSIONS.some((permission) => permission.name === name)
}
