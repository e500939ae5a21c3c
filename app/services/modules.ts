import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import type { PermissionName } from '#enums/identity/permission'

/*
| What a module brings to the platform, declared once in its own manifest
| (app/modules/<module>/manifest.ts). start/modules.ts lists the manifests and
| is the only server file that names a module; platform code (the routes, the
| policies, the Dashboard) reads them from there and imports no module itself.
| A manifest loads its module's code lazily, so listing it costs nothing.
|
| A module reaches another only through that module's public API, listed in
| eslint.config.js (moduleApis); the lint fails on any other import across the
| boundary.
*/
/**
 * The main Dashboard's props from the modules: each manifest adds its own here
 * (declaration merging), so the page's props stay checked against them.
 */

export interface DashboardTileProps {}

export type ServerModule = {
  name: string
  /** Registers the module's routes (its files under start/routes/). */
  routes: () => Promise<unknown>
  /** The module's Bouncer policies, by name, loaded lazily. */
  policies?: Record<string, LazyImport<Constructor<any>>>
  /** The module's tiles on the main Dashboard: page props, sent only to users holding `permission`. */
  dashboard?: { permission: PermissionName; props: () => Promise<Partial<DashboardTileProps>> }
}

export const defineModule = (module: ServerModule) => module
