/* Resource policies, loaded lazily by Bouncer. */
export const policies = {
  UserPolicy: () => import('#policies/identity/user_policy'),
  RolePolicy: () => import('#policies/identity/role_policy'),
  PermissionPolicy: () => import('#policies/identity/permission_policy'),
  RoomTypePolicy: () => import('#policies/hotel/room_type_policy'),
  RoomPolicy: () => import('#policies/hotel/room_policy'),
  GuestPolicy: () => import('#policies/hotel/guest_policy'),
  CategoryPolicy: () => import('#policies/inventory/category_policy'),
  SupplierPolicy: () => import('#policies/inventory/supplier_policy'),
  ProductPolicy: () => import('#policies/inventory/product_policy'),
  MovementPolicy: () => import('#policies/inventory/movement_policy'),
}
