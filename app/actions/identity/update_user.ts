import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { type updateUserValidator } from '#validators/identity/users'
import { recordEvent, userSubject } from '#services/record_event'
import type { AuditContext } from '#services/audit_context'
import { roleOutOfReach } from '#policies/identity/delegation'
import { isLastActiveAdministrator } from '#services/access'
import { InvalidInputError, NotAllowedError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

type UpdateUserInput = {
  user: User
  data: Infer<typeof updateUserValidator>
}

const sameSet = (left: number[], right: number[]) =>
  left.length === right.length && left.every((id) => right.includes(id))

/* What the form changes, refused up front when it is not this actor's to change. */
async function changeOf(user: User, data: UpdateUserInput['data'], actor: User) {
  if (!user.$preloaded.roles) await user.load('roles')
  const currentIds = user.roles.map((role) => role.id)
  const nextIds = data.roles ?? currentIds
  const rolesChange = !sameSet(currentIds, nextIds)
  const deactivating = data.is_active === false && user.isActive
  const activating = data.is_active === true && !user.isActive

  if (rolesChange && actor.id === user.id)
    throw new NotAllowedError(t('access.users.own_roles'), { field: 'roles' })
  if ((deactivating || activating) && actor.id === user.id)
    throw new NotAllowedError(t('access.users.own_status'), { field: 'is_active' })
  if (rolesChange) {
    const touched = [
      ...nextIds.filter((id) => !currentIds.includes(id)),
      ...currentIds.filter((id) => !nextIds.includes(id)),
    ]
    const outOfReach = await roleOutOfReach(actor, touched)
    if (outOfReach)
      throw new NotAllowedError(t('access.users.role_out_of_reach', { role: outOfReach }), {
        field: 'roles',
      })
  }
  return { nextIds, rolesChange, deactivating, activating }
}

/**
 * Name, e-mail, password, roles and status in one go, each change its own
 * event. Nobody changes their own roles or deactivates themselves, and the last
 * active Administrator keeps both the role and the account (checked under the
 * Administrators' row lock). A new password ends that user's sessions.
 */
export async function updateUser({ user, data }: UpdateUserInput, audit: AuditContext) {
  const { nextIds, rolesChange, deactivating, activating } = await changeOf(
    user,
    data,
    audit.actor!
  )

  await db.transaction(async (trx) => {
    const lastAdministrator = await isLastActiveAdministrator(trx, user.id)
    const locked = await User.query({ client: trx })
      .where('id', user.id)
      .forUpdate()
      .preload('roles')
      .firstOrFail()
    const nextRoles = await Role.query({ client: trx }).whereIn('id', nextIds).orderBy('name')
    if (nextRoles.length !== nextIds.length)
      throw new InvalidInputError(t('access.users.role_unknown'), { field: 'roles' })
    const losesAdministrator =
      locked.roles.some((role) => role.isAdministrator) &&
      !nextRoles.some((role) => role.isAdministrator)
    if (lastAdministrator && losesAdministrator)
      throw new NotAllowedError(t('access.users.last_admin_demote'), { field: 'roles' })
    if (lastAdministrator && deactivating)
      throw new NotAllowedError(t('access.users.last_admin_deactivate'), { field: 'is_active' })

    const before = { fullName: locked.fullName, email: locked.email }
    locked.merge({ fullName: data.full_name, email: data.email })
    if (data.password)
      locked.merge({ password: data.password, securityStamp: User.newSecurityStamp() })
    if (deactivating || activating) locked.isActive = !deactivating
    if (deactivating) locked.securityStamp = User.newSecurityStamp()
    await locked.save()
    if (data.password || deactivating)
      await trx.from('remember_me_tokens').where('tokenable_id', locked.id).delete()

    const subject = userSubject(locked)
    const after = { fullName: locked.fullName, email: locked.email }
    if (data.password || before.fullName !== after.fullName || before.email !== after.email) {
      await recordEvent(trx, {
        type: 'users.user.updated',
        subject,
        before,
        after,
        metadata: data.password ? { passwordChanged: true } : null,
        audit,
      })
    }
    if (rolesChange) {
      const beforeRoles = locked.roles.map((role) => role.name).sort()
      await locked.related('roles').sync(nextIds)
      await recordEvent(trx, {
        type: 'users.role.changed',
        subject,
        before: { roles: beforeRoles },
        after: { roles: nextRoles.map((role) => role.name).sort() },
        audit,
      })
    }
    if (deactivating || activating) {
      await recordEvent(trx, {
        type: deactivating ? 'users.user.deactivated' : 'users.user.activated',
        subject,
        before: { isActive: !locked.isActive },
        after: { isActive: locked.isActive },
        audit,
      })
    }
    user.merge({ securityStamp: locked.securityStamp })
  })
}
