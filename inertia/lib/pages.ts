import type { ResolvedComponent } from '@inertiajs/react'
import { loadModuleCatalogues } from '@/lib/i18n'
import { loadClassMerge } from '@/lib/utils'

const pages = import.meta.glob<{ default: ResolvedComponent }>('../pages/**/*.tsx')

/*
| The signed-out screens (sign-in and the landing page) render with what the
| first paint ships: their own strings (sign_in.json) and no class merger. Every
| other page waits for the shell's strings, its module's, and for the merger.
*/
export const SIGNED_OUT = /^(Auth\/|Welcome$)/

/** Page names are file paths under inertia/pages; an unknown name is an error, never a blank screen. */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) throw new Error(`Page not found: ${name}`)
  const [page] = await Promise.all([
    load(),
    SIGNED_OUT.test(name) ? null : Promise.all([loadModuleCatalogues(name), loadClassMerge()]),
  ])
  return page.default
}

export const pageNames = Object.keys(pages).map((path) =>
  path.slice('../pages/'.length, -'.tsx'.length)
)
