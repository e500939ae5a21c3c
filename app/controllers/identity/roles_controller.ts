import type { HttpContext } from '@adonisjs/core/http'
import Role from '#models/identity/role'
import RolePolicy from '#policies/identity/role_policy'
import PermissionPolicy from '#policies/identity/permission_policy'
import RoleTransformer from '#transformers/identity/role_transformer'
import PermissionTransformer from '#transformers/identity/permission_transformer'
import { createRoleValidator, updateRoleValidator } from '#validators/identity/roles'
import { listPermissions, permissionAreas } from '#queries/identity/permission_query'
import { createRole } from '#actions/identity/create_role'
import { updateRole } from '#actions/identity/update_role'
import { deleteRole } from '#actions/identity/delete_role'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'

async function permissionChoices() {
  const permissions = await listPermissions()
  return {
    catalogue: PermissionTransformer.transform(permissions).useVariant('forOption'),
    areas: permissionAreas(permissions),
  }
}

export default class RolesController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RolePolicy).authorize('viewList')
    const roles = await Role.query()
      .withCount('users')
      .withCount('permissions')
      .orderBy('is_system', 'desc')
      .orderBy('name')
    return inertia.render('Settings/Roles/Index', {
      roles: RoleTransformer.transform(roles).useVariant('forIndex'),
      can: {
        create: await bouncer.with(RolePolicy).allows('create'),
        viewPermissions: await bouncer.with(PermissionPolicy).allows('viewList'),
      },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(RolePolicy).authorize('create')
    return inertia.render('Settings/Roles/Create', await permissionChoices())
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(RolePolicy).authorize('create')
    const data = await request.validateUsing(createRoleValidator)
    const role = await createRole({ data }, auditOf(ctx))
    session.flash('success', t('access.roles.created', { name: role.name }))
    return response.redirect().toRoute('roles.index')
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const role = await Role.query().where('id', params.id).preload('permissions').firstOrFail()
    await bouncer.with(RolePolicy).authorize('update', role)
    return inertia.render('Settings/Roles/Edit', {
      role: RoleTransformer.transform(role).useVariant('forEdit'),
      ...(await permissionChoices()),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const role = await Role.query().where('id', params.id).preload('permissions').firstOrFail()
    await bouncer.with(RolePolicy).authorize('update', role)
    const data = await request.validateUsing(updateRoleValidator, { meta: { roleId: role.id } })
    await updateRole({ role, data }, auditOf(ctx))
    session.flash('success', t('access.saved'))
    return response.redirect().toRoute('roles.edit', { id: role.id })
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const role = await Role.findOrFail(params.id)
    await bouncer.with(RolePolicy).authorize('delete', role)
    await deleteRole({ role }, auditOf(ctx))
    session.flash('success', t('access.roles.deleted', { name: role.name }))
    return response.redirect().toRoute('roles.index')
  }
}
