/*
| The order screens' addresses (the POS: start an order, open one). Kept here in
| one place until their routes are part of this build; then urlFor replaces them.
*/

/** An order's own screen. */
// eslint-disable-next-line no-restricted-syntax -- the POS route (restaurant.orders.show)
export const orderUrl = (id: number) => `/restaurant/orders/${id}`

/** The POS for a new order, at a table when one is given. */
export function newOrderUrl(tableId?: number) {
  // eslint-disable-next-line no-restricted-syntax -- the POS route (restaurant.orders.create)
  const url = '/restaurant/orders/create'
  return tableId === undefined ? url : `${url}?table_id=${tableId}`
}
