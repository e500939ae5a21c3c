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
| The URL builder is AdonisJS's own. @adonisjs/inertia's Link reads URLs and
| methods from a Tuyau client; `routeClient` gives it exactly that, without the
| HTTP client a full Tuyau client carries (every page, the sign-in page
| included, loads this file).
*/
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { Tuyau } from '@tuyau/core/client'
import type { RegistryGroupedByMethod } from '@tuyau/core/types'
import { registry } from '~registry'
import { searchParams } from '@/lib/search-params'

type Routes = typeof registry.routes
type RouteName = keyof Routes & string

const entries = Object.entries(registry.routes).map(([name, route]) => ({
  name,
  domain: 'root',
  ...route,
  methods: [...route.methods],
  tokens: [...route.tokens],
}))

export const urlFor = createUrlBuilder<RegistryGroupedByMethod<Routes>>(
  { root: entries },
  searchParams
)

/** What @adonisjs/inertia's Link, Form and useRouter read of a Tuyau client. */
export const routeClient = {
  urlFor,
  getRoute(name: RouteName, args?: { params?: Record<string, unknown> | unknown[] }) {
    const route = registry.routes[name]
    return {
      url: (urlFor as unknown as (...rest: unknown[]) => string)(name, args?.params ?? {}),
      methods: [...route.methods],
    }
  },
  has: (name: string) => name in registry.routes,
} as unknown as Tuyau<typeof registry>
