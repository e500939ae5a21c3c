import { defineModule } from '#services/modules'

export default defineModule({
  name: 'customers',
  routes: () => import('#start/routes/customers'),
  policies: {
    CustomerPolicy: () => import('#policies/customers/customer_policy'),
  },
})
