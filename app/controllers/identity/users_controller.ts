import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import UserPolicy from '#policies/identity/user_policy'
import ManagedUserTransformer from '#transformers/identity/managed_user_transformer'
import RoleTransformer from '#transformers/identity/role_transformer'
import {
  createUserValidator,
  readUserFilters,
  updateUserValidator,
} from '#validators/identity/users'
import { listUsers } from '#queries/identity/user_query'
import { createUser } from '#actions/identity/create_user'
import { updateUser } from '#actions/identity/update_user'
import { deactivateUser } from '#actions/identity/deactivate_user'
import { activateUser } from '#actions/identity/activate_user'
import { deleteUser } from '#actions/identity/delete_user'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'

const findUser = (id: string) =>
  User.query()
    .where('id', id)
    .preload('roles', (roles) => roles.orderBy('name'))
    .firstOrFail()
const roleOptions = () => Role.query().orderBy('name')

export default class UsersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(UserPolicy).authorize('viewList')
    const filters = await readUserFilters(request.qs())
    const users = await listUsers(filters)
    const roles = await roleOptions()
    return inertia.render('Users/Index', {
      users: ManagedUserTransformer.paginate(users.all(), users.getMeta()).useVariant('forIndex'),
      filters,
      roles: roles.map((role) => role.name),
      can: { create: await bouncer.with(UserPolicy).allows('create') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(UserPolicy).authorize('create')
    return inertia.render('Users/Create', {
      roles: RoleTransformer.transform(await roleOptions()).useVariant('forOption'),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(UserPolicy).authorize('create')
    const data = await request.validateUsing(createUserValidator)
    const user = await createUser({ data }, auditOf(ctx))
    session.flash('success', t('access.users.created', { name: user.fullName }))
    return response.redirect().toRoute('users.index')
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const user = await findUser(params.id)
    await bouncer.with(UserPolicy).authorize('update', user)
    return inertia.render('Users/Edit', {
      editedUser: ManagedUserTransformer.transform(user).useVariant('forEdit'),
      roles: RoleTransformer.transform(await roleOptions()).useVariant('forOption'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, auth, session } = ctx
    const user = await findUser(params.id)
    await bouncer.with(UserPolicy).authorize('update', user)
    const data = await request.validateUsing(updateUserValidator, { meta: { userId: user.id } })
    await updateUser({ user, data }, auditOf(ctx))
    /* A new password for oneself keeps this session and ends the others, as on the Password screen. */
    if (user.id === auth.user!.id) session.put('auth_security_stamp', user.securityStamp)
    session.flash('success', t('access.saved'))
    return response.redirect().toRoute('users.edit', { id: user.id })
  }

  async deactivate(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const user = await findUser(params.id)
    await bouncer.with(UserPolicy).authorize('deactivate', user)
    await deactivateUser({ user }, auditOf(ctx))
    session.flash('success', t('access.users.deactivated', { name: user.fullName }))
    return response.redirect().withQs().back()
  }

  async activate(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const user = await findUser(params.id)
    await bouncer.with(UserPolicy).authorize('activate', user)
    await activateUser({ user }, auditOf(ctx))
    session.flash('success', t('access.users.activated', { name: user.fullName }))
    return response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const user = await findUser(params.id)
    await bouncer.with(UserPolicy).authorize('delete', user)
    const outcome = await deleteUser({ user }, auditOf(ctx))
    session.flash(
      'success',
      t(outcome === 'deleted' ? 'access.users.deleted' : 'access.users.deactivated_instead', {
        name: user.fullName,
      })
    )
    return response.redirect().toRoute('users.index')
  }
}
