import type { ComponentType } from 'react'
import type { NavGroup, NavItem } from '@/types'

/*
| What a module brings to the shell, declared once in its own manifest
| (inertia/modules/<module>/manifest.tsx). inertia/modules/index.ts lists the
| manifests and is the only browser file that names a module; the shell (the
| sidebar, the Dashboard) reads them from there and imports no module itself.
*/
export type ClientModule<Tiles extends object = object> = {
  name: string
  navigation: {
    /** Entries in the platform group, after the Dashboard. */
    platform?: NavItem[]
    /** The module's own group in the sidebar. */
    group?: NavGroup
  }
  /**
   * The module's section of the Dashboard, given the page's props (`Tiles`, the
   * props it adds); it renders nothing when the server sent none of its own
   * (the user may not see them).
   */
  dashboard?: ComponentType<{ props: Partial<Tiles> }>
}

export const defineModule = <Tiles extends object = object>(module: ClientModule<Tiles>) => module

type TilesOf<Module> = Module extends ClientModule<infer Tiles> ? Tiles : never
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Both
) => void
  ? Both
  : never

/** The Dashboard props the listed modules add, each sent only to users who may see it. */
export type DashboardTileProps<Modules extends readonly unknown[]> = Partial<
  Intersection<TilesOf<Modules[number]>>
>
