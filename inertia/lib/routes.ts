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
| The signed-out screens import signed-out-routes.ts instead (route-client.ts says why).
*/
import { table, type Routes } from '~registry'
import { registerRoutes, urlBuilder } from '@/lib/route-client'

registerRoutes(table)

export const urlFor = urlBuilder<Routes>(table)
