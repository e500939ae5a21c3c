import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const EventsController = () => import('#controllers/events/events_controller')

router
  .group(() => {
    router.get('/events', [EventsController, 'index']).as('events.index')
    router.get('/events/:id', [EventsController, 'show']).as('events.show').where('id', /^\d+$/)
  })
  .use([middleware.auth(), middleware.can(['events.view'])])
