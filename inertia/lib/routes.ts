/*
| URLs come from the server's named routes, never from string paths: the route
| registry is generated from start/routes (node ace codegen), so renaming or
| removing a route breaks the type check of every link to it.
|
|   urlFor('hotel.bookings.show', { id: booking.id })
|   urlFor('hotel.bookings.index', {}, { qs: { status: 'confirmed' } })
|   <Link route="hotel.bookings.show" routeParams={{ id }}>…</Link>   (@adonisjs/inertia/react)
*/
import { createTuyau } from '@tuyau/core/client'
import { registry } from '~registry'

export const tuyau = createTuyau({
  registry,
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
})

export const urlFor = tuyau.urlFor
