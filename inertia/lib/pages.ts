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

/**
 * Page names are file paths under inertia/pages; an unknown name is an error, never a blank screen.
 * The strings come first: importing a page runs its modules, and some read strings as they
 * load (the sidebar's entries), which would keep their keys if the page came first.
 */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) throw new Error(`Page not found: ${name}`)
  if (!SIGNED_OUT.test(name)) await Promise.all([loadModuleCatalogues(name), loadClassMerge()])
  const page = await load()
  return page.default
}

export const pageNames = Object.keys(pages).map((path) =>
  path.slice('../pages/'.length, -'.tsx'.length)
)
