import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/identity/user'
import { hasPermission } from '#services/access'

/** The one ability behind every screen and action: does the user hold this permission? */
export const permission = Bouncer.ability(async (user: User, name: string) =>
  hasPermission(user, name)
)
