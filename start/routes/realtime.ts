import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BroadcastingController = () => import('#controllers/realtime/broadcasting_controller')

/*
| Channel authorisation and connection sign-in for laravel-echo: signed-in users, with
| the anti-forgery header; which channels a user may join is decided in start/channels.ts.
*/
router
  .group(() => {
    router.post('/broadcasting/auth', [BroadcastingController, 'channel']).as('broadcasting.auth')
    router
      .post('/broadcasting/user-auth', [BroadcastingController, 'user'])
      .as('broadcasting.user_auth')
  })
  .use(middleware.auth())
