import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BroadcastingController = () => import('#controllers/realtime/broadcasting_controller')
const PusherApiController = () => import('#controllers/realtime/pusher_api_controller')

/*
| Channel authorisation and connection sign-in for laravel-echo: signed-in users, with
| the anti-forgery header; which channels a user may join is decided in start/channels.ts.
*/
router
  .group(() => {
    router.post('/broadcasting/auth', [BroadcastingController, 'channel']).as('broadcasting.auth')
    router.post('/broadcasting/user-auth', [BroadcastingController, 'user']).as('broadcasting.user_auth')
  })
  .use(middleware.auth())

/*
| Public, but every request is signed with the app secret (Pusher's HTTP API). The
| `realtime.api.` names mark them as the deliberately public routes.
*/
router
  .group(() => {
    router.post('/apps/:appId/events', [PusherApiController, 'handle']).as('events')
    router.post('/apps/:appId/batch_events', [PusherApiController, 'handle']).as('batch_events')
    router.get('/apps/:appId/channels', [PusherApiController, 'handle']).as('channels')
    router.get('/apps/:appId/channels/:channel', [PusherApiController, 'handle']).as('channel')
    router.get('/apps/:appId/channels/:channel/users', [PusherApiController, 'handle']).as('channel_users')
  })
  .as('realtime.api')
