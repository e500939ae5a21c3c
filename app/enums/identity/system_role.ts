import { SYSTEM_PERMISSIONS, type PermissionName } from '#enums/identity/permission'

/* The seeded roles and what each name implies. Administrator always holds every permission. */
export const ADMINISTRATOR = 'Administrator'

const all = (prefix: string) =>
  SYSTEM_PERMISSIONS.filter((permission) => permission.name.startsWith(prefix)).map(
    (permission) => permission.name
  )

export const SYSTEM_ROLES: { name: string; description: string; permissions: PermissionName[] }[] =
  [
    {
      name: ADMINISTRATOR,
      description: 'Everything, always',
      permissions: SYSTEM_PERMISSIONS.map((permission) => permission.name),
    },
    {
      name: 'Manager',
      description: 'Runs the hotel, the restaurant and the stock',
      permissions: SYSTEM_PERMISSIONS.map((permission) => permission.name).filter(
        (name) => !['roles.manage', 'permissions.manage'].includes(name)
      ),
    },
    {
      name: 'Receptionist',
      description: 'Front desk: bookings, guests, check-in and check-out',
      permissions: [
        'hotel.dashboard.view',
        'hotel.bookings.view',
        'hotel.bookings.create',
        'hotel.bookings.update',
        'hotel.bookings.cancel',
        'hotel.bookings.check_in',
        'hotel.bookings.check_out',
        'hotel.folios.post_charge',
        'hotel.folios.take_payment',
        'hotel.guests.view',
        'hotel.guests.create',
        'hotel.guests.update',
        'hotel.housekeeping.view',
        'hotel.rooms.view',
        'hotel.room_types.view',
        'customers.customers.view',
        'customers.customers.create',
        'customers.customers.update',
        'restaurant.reservations.view',
        'restaurant.reservations.manage',
      ],
    },
    {
      name: 'Housekeeper',
      description: 'Cleans and inspects rooms',
      permissions: ['hotel.housekeeping.view', 'hotel.housekeeping.update', 'hotel.rooms.view'],
    },
    {
      name: 'Waiter',
      description: 'Floor service: tables, orders, reservations',
      permissions: [
        'restaurant.dashboard.view',
        'restaurant.floor_map.view',
        'restaurant.menu.view',
        'restaurant.tables.view',
        'restaurant.tables.clean',
        'restaurant.orders.view',
        'restaurant.orders.create',
        'restaurant.reservations.view',
        'restaurant.reservations.manage',
        'restaurant.kitchen.view',
        'customers.customers.view',
        'customers.customers.create',
      ],
    },
    {
      name: 'Cashier',
      description: 'Takes payments and runs the cash drawer',
      permissions: [
        'restaurant.floor_map.view',
        'restaurant.orders.view',
        'restaurant.payments.view',
        'restaurant.payments.create',
        'restaurant.cash_drawers.manage',
        'restaurant.menu.view',
        'restaurant.tables.view',
        'customers.customers.view',
        'customers.customers.create',
        'customers.customers.update',
      ],
    },
    {
      name: 'Kitchen',
      description: 'Cooks from the kitchen display',
      permissions: [
        'restaurant.kitchen.view',
        'restaurant.kitchen.update',
        'restaurant.menu.view',
        'restaurant.menu.availability',
        'inventory.products.view',
        'inventory.movements.record_waste',
      ],
    },
    {
      name: 'Storekeeper',
      description: 'Keeps the stock: products, suppliers, purchase orders',
      permissions: [...all('inventory.'), 'reports.view.inventory'],
    },
  ]
