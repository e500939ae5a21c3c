import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { type createUserValidator } from '#validators/identity/users'
import { recordEvent, userSubject, type EventInput } from '#services/record_event'
import { roleOutOfReach } from '#policies/identity/delegation'
import { fieldError } from '#exceptions/field_error'
import { t } from '#services/i18n'

type CreateUserInput = {
  data: Infer<typeof createUserValidator>
  actor: User
  request?: EventInput['request']
}

/** An account made by an administrator: they vouch for the e-mail address, so it starts verified. */
export async function createUser({ data, actor, request }: CreateUserInput) {
  const roleIds = data.roles ?? []
  const outOfReach = await roleOutOfReach(actor, roleIds)
  if (outOfReach)
    throw fieldError('roles', t('access.users.role_out_of_reach', { role: outOfReach }))

  return db.transaction(async (trx) => {
    const roles = await Role.query({ client: trx }).whereIn('id', roleIds).orderBy('name')
    if (roles.length !== roleIds.length) throw fieldError('roles', t('access.users.role_unknown'))

    const user = await User.create(
      {
        fullName: data.full_name,
        email: data.email,
        password: data.password,
        isActive: data.is_active ?? true,
        emailVerifiedAt: DateTime.now(),
      },
      { client: trx }
    )
    await user.related('roles').attach(roleIds)
    await recordEvent(trx, {
      type: 'users.user.created',
      actor,
      subject: userSubject(user),
      after: {
        fullName: user.fullName,
        email: user.email,
        isActive: user.isActive,
        roles: roles.map((role) => role.name),
      },
      request,
    })
    return user
  })
}
