import { defineModule } from '#services/modules'

export default defineModule({
  name: 'restaurant',
  routes: () => import('#start/routes/restaurant'),
})
