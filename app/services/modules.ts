import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import type { ChannelPattern } from '#realtime/contract'

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

/** System permissions by area: `<area>.<resource>.<action>` → what it allows, as the role editor shows it. */
export type PermissionCatalogue = { readonly [area: string]: { readonly [name: string]: string } }

/** The permission names a catalogue declares. */
export type PermissionNamesOf<C> = C extends PermissionCatalogue
  ? { [Area in keyof C]: keyof C[Area] & string }[keyof C]
  : never

/**
 * Who may listen to a module's real-time channels (app/realtime/contract.ts):
 * the holders of any of the permissions listed. start/channels.ts checks the
 * names against the whole catalogue and that every channel has its rule.
 */
export type ChannelPermissions = { readonly [Channel in ChannelPattern]?: readonly string[] }

export type ServerModule<
  Permissions extends PermissionCatalogue = PermissionCatalogue,
  Channels extends ChannelPermissions = ChannelPermissions,
> = {
  name: string
  /** Registers the module's routes (its files under start/routes/). */
  routes: () => Promise<unknown>
  /** The module's Bouncer policies, by name, loaded lazily. */
  policies?: Record<string, LazyImport<Constructor<any>>>
  /** The module's system permissions, synced to the database with the platform's. */
  permissions: Permissions
  channels?: Channels
  /** The module's tiles on the main Dashboard: page props, sent only to users holding `permission`. */
  dashboard?: {
    permission: PermissionNamesOf<Permissions>
    props: () => Promise<Partial<DashboardTileProps>>
  }
}

export const defineModule = <
  const Permissions extends PermissionCatalogue,
  const Channels extends ChannelPermissions = {},
>(
  module: ServerModule<Permissions, Channels>
) => module
