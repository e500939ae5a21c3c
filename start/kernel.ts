/*
| HTTP kernel: the server middleware runs for every request (even without a
| route), the router middleware for every matched route, and named middleware
| per route.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/requests_in_flight_middleware'),
  () => import('#middleware/fast_paths_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/public_files_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/appearance_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

router.use([
  () => import('#middleware/socket_id_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/inertia_middleware'),
  () => import('#middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/account_state_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  verified: () => import('#middleware/verified_middleware'),
  passwordConfirmed: () => import('#middleware/password_confirmed_middleware'),
  can: () => import('#middleware/can_middleware'),
})
