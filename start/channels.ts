/*
| Who may listen to which real-time channel: one rule for each channel of the
| real-time contract (app/realtime/contract.ts), reusing the permissions that guard
| the matching screens. `POST /broadcasting/auth` refuses
| (403) any channel without a rule here.
*/
import { channels } from '#services/realtime'
import { hasPermission } from '#services/access'
import type { PermissionName } from '#enums/identity/permission'
import type User from '#models/identity/user'

function anyOf(...permissions: PermissionName[]) {
  return async (user: User) => {
    for (const permission of permissions) {
      if (await hasPermission(user, permission)) return true
    }
    return false
  }
}

channels.authorise({
  'events': anyOf('events.view'),

  /* The hotel dashboard reloads its figures on room and booking changes. */
  'hotel.rooms': anyOf('hotel.housekeeping.view', 'hotel.rooms.view', 'hotel.dashboard.view'),
  'hotel.housekeeping': anyOf('hotel.housekeeping.view', 'hotel.rooms.view'),
  'hotel.bookings': anyOf('hotel.bookings.view', 'hotel.dashboard.view'),

  'restaurant.floor': anyOf('restaurant.floor_map.view'),
  /* Sold out and price changes reach every screen that shows the menu. */
  'restaurant.menu': anyOf('restaurant.menu.view', 'restaurant.orders.create'),
  'restaurant.kitchen.{station}': anyOf('restaurant.kitchen.view'),
  'restaurant.orders.{id}': anyOf('restaurant.orders.view'),

  /* Average costs move dish costs: the menu's managers see them change live. */
  'inventory.stock': anyOf(
    'inventory.products.view',
    'inventory.dashboard.view',
    'restaurant.menu.manage'
  ),

  /* A user's own notifications. */
  'App.Models.User.{id}': (user, { id }) => String(user.id) === id,

  /* Who is online: every signed-in, active member of staff. */
  'staff': {
    presence: (user) =>
      user.isActive ? { id: user.id, name: user.fullName, initials: user.initials } : null,
  },
})
