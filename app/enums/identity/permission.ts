/*
| The catalogue of system permissions: `<area>.<resource>.<action>` for every
| screen and action of the product, including modules still to come. It is
| synced to the database on start and by the seeder; system permissions cannot
| be renamed or deleted.
*/
const catalogue = {
  users: { 'users.manage': 'Create, edit and deactivate users' },
  roles: {
    'roles.manage': 'Create and edit roles',
    'permissions.manage': 'Create and edit custom permissions',
  },
  events: { 'events.view': 'See the activity log' },
  reports: {
    'reports.view.hotel': 'See hotel reports',
    'reports.view.restaurant': 'See restaurant reports',
    'reports.view.inventory': 'See inventory reports',
  },
  customers: {
    'customers.customers.view': 'See customers',
    'customers.customers.create': 'Create customers',
    'customers.customers.update': 'Edit customers',
    'customers.customers.delete': 'Delete customers',
  },
  hotel: {
    'hotel.dashboard.view': 'See the hotel dashboard',
    'hotel.bookings.view': 'See bookings',
    'hotel.bookings.create': 'Create bookings',
    'hotel.bookings.update': 'Edit and move bookings',
    'hotel.bookings.cancel': 'Cancel bookings and mark no-shows',
    'hotel.bookings.check_in': 'Check guests in',
    'hotel.bookings.early_check_in': 'Check guests in before their arrival date',
    'hotel.bookings.check_out': 'Check guests out',
    'hotel.bookings.leave_balance': 'Check out with an open balance',
    'hotel.bookings.early_departure_fee':
      'Keep the nights not slept on the bill of an early departure, or charge a fee for it',
    'hotel.bookings.override_rate': 'Override the nightly rate',
    'hotel.folios.post_charge': 'Post charges to a folio',
    'hotel.folios.take_payment': 'Take payments and deposits',
    'hotel.guests.view': 'See guests',
    'hotel.guests.create': 'Create guests',
    'hotel.guests.update': 'Edit guests',
    'hotel.guests.override_block': 'Book a blocked guest',
    'hotel.housekeeping.view': 'See the housekeeping board',
    'hotel.housekeeping.update': 'Work on housekeeping tasks',
    'hotel.housekeeping.assign': 'Assign housekeeping tasks',
    'hotel.rooms.view': 'See rooms',
    'hotel.rooms.manage': 'Create and edit rooms, change status, block out of order',
    'hotel.room_types.view': 'See room types and rate plans',
    'hotel.room_types.manage': 'Create and edit room types and rate plans',
  },
  restaurant: {
    'restaurant.dashboard.view': 'See the restaurant dashboard',
    'restaurant.floor_map.view': 'See the floor map',
    'restaurant.floor_map.edit': 'Arrange tables on the floor map',
    'restaurant.tables.clean': 'Mark tables cleaned',
    'restaurant.kitchen.view': 'See the kitchen display',
    'restaurant.kitchen.update': 'Advance and bump kitchen tickets',
    'restaurant.menu.view': 'See the menu',
    'restaurant.menu.manage': 'Edit menu categories, items, recipes and combos',
    'restaurant.menu.availability': 'Mark menu items sold out or available again',
    'restaurant.tables.view': 'See tables',
    'restaurant.tables.manage': 'Create and edit tables',
    'restaurant.orders.view': 'See orders',
    'restaurant.orders.create': 'Take orders and add lines',
    'restaurant.orders.void': 'Void orders and sent lines',
    'restaurant.orders.discount': 'Give discounts',
    'restaurant.payments.view': 'See payments',
    'restaurant.payments.create': 'Take payments',
    'restaurant.payments.refund': 'Refund payments',
    'restaurant.cash_drawers.manage': 'Open and close cash drawers',
    'restaurant.reservations.view': 'See reservations',
    'restaurant.reservations.manage': 'Create, seat and cancel reservations',
  },
  inventory: {
    'inventory.dashboard.view': 'See the inventory dashboard',
    'inventory.products.view': 'See products and stock',
    'inventory.products.manage': 'Create and edit products and categories',
    'inventory.movements.view': 'See movements and the Kardex',
    'inventory.movements.adjust': 'Adjust stock',
    'inventory.movements.record_waste': 'Record waste',
    'inventory.suppliers.view': 'See suppliers',
    'inventory.suppliers.manage': 'Create and edit suppliers',
    'inventory.purchase_orders.view': 'See purchase orders',
    'inventory.purchase_orders.manage': 'Draft, order and cancel purchase orders',
    'inventory.purchase_orders.receive': 'Receive deliveries',
  },
} as const

type Catalogue = typeof catalogue
export type PermissionArea = keyof Catalogue
export type PermissionName = { [Area in PermissionArea]: keyof Catalogue[Area] }[PermissionArea] &
  string

export const PERMISSION_AREAS = Object.keys(catalogue) as PermissionArea[]

export const SYSTEM_PERMISSIONS = PERMISSION_AREAS.flatMap((area) =>
  Object.entries(catalogue[area]).map(([name, description]) => ({
    name: name as PermissionName,
    area,
    description: description as string,
  }))
)

export function isSystemPermission(name: string): name is PermissionName {
  return SYSTEM_PERMISSIONS.some((permission) => permission.name === name)
}
