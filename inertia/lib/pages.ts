import type { ResolvedComponent } from '@inertiajs/react'
import { loadModuleCatalogues } from '@/lib/i18n'

const pages = import.meta.glob<{ default: ResolvedComponent }>('../pages/**/*.tsx')

/* Sign-in screens and the landing page need only the shell's strings. */
const SHELL_ONLY = /^(Auth\/|Welcome$)/

/** Page names are file paths under inertia/pages; an unknown name is an error, never a blank screen. */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) throw new Error(`Page not found: ${name}`)
  const [page] = await Promise.all([load(), SHELL_ONLY.test(name) ? null : loadModuleCatalogues()])
  return page.default
}

export const pageNames = Object.keys(pages).map((path) => path.slice('../pages/'.length, -'.tsx'.length))
