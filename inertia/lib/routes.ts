/*
| URLs come from the server's named routes, never from string paths: the route
| registry is generated from start/routes on every route scan (node ace codegen,
| build, dev server, test), so renaming or removing a route breaks the type
| check of every link to it.
|
|   urlFor('hotel.bookings.show', { id: booking.id })
|   urlFor('hotel.bookings.index', {}, { qs: { status: 'confirmed' } })
|   <Link route="hotel.bookings.show" routeParams={{ id }}>…</Link>   (@adonisjs/inertia/react)
|
| The URL builder is AdonisJS's own. `routeClient` is what @adonisjs/inertia's
| Link, Form and useRouter read of a Tuyau client (URLs and methods by route
| name); the signed-in layout provides it. The signed-out screens take their
| URLs from signed-out-routes.ts instead, so the sign-in page never downloads
| this table.
*/
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { Tuyau } from '@tuyau/core/client'
import type { RegistryGroupedByMethod } from '@tuyau/core/types'
import { table, type Routes } from '~registry'
import { searchParams } from '@/lib/search-params'
import { tokensOf } from '@/lib/route-tokens'

const entries = Object.entries(table).map(([name, [methods, pattern]]) => ({
  name,
  domain: 'root',
  pattern,
  methods: methods.split(','),
  tokens: tokensOf(pattern),
}))

export const urlFor = createUrlBuilder<RegistryGroupedByMethod<Routes>>(
  { root: entries },
  searchParams
)

const anyUrlFor = urlFor as unknown as (...args: unknown[]) => string

export const routeClient = {
  urlFor,
  getRoute(name: keyof Routes, args?: { params?: Record<string, unknown> | unknown[] }) {
    return { url: anyUrlFor(name, args?.params ?? {}), methods: table[name][0].split(',') }
  },
  has: (name: string) => name in table,
} as unknown as Tuyau<any>
