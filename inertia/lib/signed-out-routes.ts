/*
| URLs for the signed-out screens (sign-in, registration, password reset, the
| 2FA challenge, welcome), from the few routes they use: bin/hooks/route_registry.ts
| writes them to a registry of their own (parameterless routes only, so a
| pattern is its URL), typed by name like the whole table (lib/routes.ts). The
| first paint of the sign-in page stays within its budget (`node bench/run.mjs
| size`): it loads neither the application's routing table nor the typed Link
| machinery, so these screens link with Inertia's Link and `href={urlFor(…)}`.
*/
import { patterns, type Routes } from '~registry/signed-out'

export function urlFor(name: keyof Routes): string {
  return patterns[name]
}
