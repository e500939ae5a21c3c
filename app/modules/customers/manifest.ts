import { defineModule } from '#services/modules'

export default defineModule({
  name: 'customers',
  routes: () => import('#start/routes/customers'),
  permissions: {
    customers: {
      'customers.customers.view': 'See customers',
      'customers.customers.create': 'Create customers',
      'customers.customers.update': 'Edit customers',
      'customers.customers.delete': 'Delete customers',
    },
  },
  policies: {
    CustomerPolicy: () => import('#policies/customers/customer_policy'),
  },
})
