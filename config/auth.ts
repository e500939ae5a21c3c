import { defineConfig } from '@adonisjs/auth'
import { sessionGuard, sessionUserProvider } from '@adonisjs/auth/session'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const guards = {
  web: sessionGuard({
    useRememberMeTokens: true,
    rememberMeTokensAge: '30 days',
    provider: sessionUserProvider({ model: () => import('#models/identity/user') }),
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
