import { defineModule } from '#services/modules'

export default defineModule({
  name: 'restaurant',
  routes: () => import('#start/routes/restaurant'),
  policies: {
    TablePolicy: () => import('#policies/restaurant/table_policy'),
    ReservationPolicy: () => import('#policies/restaurant/reservation_policy'),
    MenuItemPolicy: () => import('#policies/restaurant/menu_item_policy'),
    MenuCategoryPolicy: () => import('#policies/restaurant/menu_category_policy'),
    MenuComboPolicy: () => import('#policies/restaurant/menu_combo_policy'),
  },
})
