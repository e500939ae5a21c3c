import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { type createUserValidator } from '#validators/identity/users'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { roleOutOfReach } from '#policies/identity/delegation'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type CreateUserInput = {
  data: Infer<typeof createUserValidator>
}

/** An account made by an administrator: they vouch for the e-mail address, so it starts verified. */
export async function createUser({ data }: CreateUserInput, audit: AuditContext) {
  const actor = audit.actor!
  const roleIds = data.roles ?? []
  const outOfReach = await roleOutOfReach(actor, roleIds)
  if (outOfReach)
    throw new NotAllowedError(t('access.users.role_out_of_reach', { role: outOfReach }), {
      field: 'roles',
    })

  return db.transaction(async (trx) => {
    const roles = await Role.query({ client: trx }).whereIn('id', roleIds).orderBy('name')
    if (roles.length !== roleIds.length)
      throw new InvalidInputError(t('access.users.role_unknown'), { field: 'roles' })

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
      subject: userSubject(user),
      after: {
        fullName: user.fullName,
        email: user.email,
        isActive: user.isActive,
        roles: roles.map((role) => role.name),
      },
      audit,
    })
    return user
  })
}
