import type { ResolvedComponent } from '@inertiajs/react'

const pages = import.meta.glob<{ default: ResolvedComponent }>('../pages/**/*.tsx')

/** Page names are file paths under inertia/pages; an unknown name is an error, never a blank screen. */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) throw new Error(`Page not found: ${name}`)
  return (await load()).default
}

export const pageNames = Object.keys(pages).map((path) => path.slice('../pages/'.length, -'.tsx'.length))
