/* The shapes the Orders list, the floor map's order and a customer's orders receive, read from the server's declarations. */
import type {
  OrderKind as ServerOrderKind,
  OrderStatus as ServerOrderStatus,
} from '#enums/restaurant/order_status'
import type { BoardOrder as ServerBoardOrder } from '#queries/restaurant/table_board'
import type { OrderRow as ServerOrderRow } from '#queries/restaurant/order_query'
import type { OrderFilters as ServerOrderFilters } from '#validators/restaurant/order_moves'

export type OrderStatus = ServerOrderStatus
export type OrderKind = ServerOrderKind
export type OrderRow = ServerOrderRow
export type OrderFilters = ServerOrderFilters
export type BoardOrder = ServerBoardOrder
export type WaiterOption = { id: number; name: string }
export type CustomerOrders = { orders: OrderRow[]; totalSpendCents: number }
