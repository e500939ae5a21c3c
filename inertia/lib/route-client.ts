/*
| What @adonisjs/inertia's Link, Form and useRouter read of a Tuyau client (URLs
| and methods by route name), over the routes registered so far. The registries
| register themselves when imported: the signed-out screens bring the few routes
| they use (signed-out-routes.ts), every other page the whole table (routes.ts),
| so the sign-in page never downloads the application's routing table. The URL
| builder is AdonisJS's own.
*/
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { Tuyau } from '@tuyau/core/client'
import type { AdonisEndpoint, RegistryGroupedByMethod } from '@tuyau/core/types'
import { searchParams } from '@/lib/search-params'
import { tokensOf } from '@/lib/route-tokens'

/** Route name → [methods joined by commas, pattern], as the generated registries write it. */
export type RouteTable = { readonly [name: string]: readonly [string, string] }

function entriesOf(table: RouteTable) {
  return Object.entries(table).map(([name, [methods, pattern]]) => ({
    name,
    domain: 'root',
    pattern,
    methods: methods.split(','),
    tokens: tokensOf(pattern),
  }))
}

/** A URL builder over one registry, typed by its routes' parameters. */
export function urlBuilder<Routes extends Record<string, AdonisEndpoint>>(table: RouteTable) {
  return createUrlBuilder<RegistryGroupedByMethod<Routes>>({ root: entriesOf(table) }, searchParams)
}

type AnyUrlFor = (...args: unknown[]) => string
const known: Record<string, readonly [string, string]> = {}
let build = urlBuilder(known) as unknown as AnyUrlFor

export function registerRoutes(table: RouteTable) {
  Object.assign(known, table)
  build = urlBuilder(known) as unknown as AnyUrlFor
}

export const routeClient = {
  get urlFor() {
    return build
  },
  getRoute(name: string, args?: { params?: Record<string, unknown> | unknown[] }) {
    const route = known[name]
    if (!route) throw new Error(`Route not registered on this page: ${name}`)
    return { url: build(name, args?.params ?? {}), methods: route[0].split(',') }
  },
  has: (name: string) => name in known,
} as unknown as Tuyau<any>
