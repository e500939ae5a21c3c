import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#models/identity/user'

/*
| The session guard's user provider: on every signed-in request it loads the user
| together with their roles' permissions, in one query (app/services/access.ts),
| rather than the user alone and then the permissions. Loaded lazily, as the model
| is: config/auth.ts is read before the database is set up.
*/
export class UserWithAccessProvider extends SessionLucidUserProvider<typeof User> {
  async findById(identifier: Parameters<SessionLucidUserProvider<typeof User>['findById']>[0]) {
    const { findUserWithAccess } = await import('#services/access')
    const user = await findUserWithAccess(await this.getModel(), String(identifier))
    return user ? this.createUserForGuard(user) : null
  }
}
