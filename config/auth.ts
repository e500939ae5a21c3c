import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import { UserWithAccessProvider } from '#services/identity/session_user_provider'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const guards = {
  web: sessionGuard({
    useRememberMeTokens: true,
    rememberMeTokensAge: '30 days',
    /* The user and their permissions in one query per request. */
    provider: new UserWithAccessProvider({ model: () => import('#models/identity/user') }),
  }),
}

/*
| Typed through defineConfig itself: the type it infers names a file of
| @adonisjs/auth the package does not export, which the server's declarations
| (tsconfig.server.json) cannot name.
*/
const authConfig: ReturnType<typeof defineConfig<typeof guards>> = defineConfig({
  default: 'web',
  guards,
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
