import type { HttpContext } from '@adonisjs/core/http'
import Permission from '#models/identity/permission'
import PermissionPolicy from '#policies/identity/permission_policy'
import PermissionTransformer from '#transformers/identity/permission_transformer'
import {
  createPermissionValidator,
  updatePermissionValidator,
} from '#validators/identity/permissions'
import { listPermissions, permissionAreas } from '#queries/identity/permission_query'
import { createPermission } from '#actions/identity/create_permission'
import { updatePermission } from '#actions/identity/update_permission'
import { deletePermission } from '#actions/identity/delete_permission'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'

export default class PermissionsController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(PermissionPolicy).authorize('viewList')
    const permissions = await listPermissions()
    return inertia.render('Settings/Permissions/Index', {
      catalogue: PermissionTransformer.transform(permissions).useVariant('forIndex'),
      areas: permissionAreas(permissions),
      can: { create: await bouncer.with(PermissionPolicy).allows('create') },
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(PermissionPolicy).authorize('create')
    return inertia.render('Settings/Permissions/Create', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(PermissionPolicy).authorize('create')
    const data = await request.validateUsing(createPermissionValidator)
    const permission = await createPermission({ data }, auditOf(ctx))
    session.flash('success', t('access.permissions.created', { name: permission.name }))
    return response.redirect().toRoute('permissions.index')
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const permission = await Permission.findOrFail(params.id)
    await bouncer.with(PermissionPolicy).authorize('update', permission)
    return inertia.render('Settings/Permissions/Edit', {
      permission: PermissionTransformer.transform(permission).useVariant('forEdit'),
      can: { delete: await bouncer.with(PermissionPolicy).allows('delete', permission) },
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const permission = await Permission.findOrFail(params.id)
    await bouncer.with(PermissionPolicy).authorize('update', permission)
    const data = await request.validateUsing(updatePermissionValidator, {
      meta: { permissionId: permission.id },
    })
    await updatePermission({ permission, data }, auditOf(ctx))
    session.flash('success', t('access.saved'))
    return response.redirect().toRoute('permissions.edit', { id: permission.id })
  }

  async destroy(ctx: HttpContext) {
    const { response, params, bouncer, session } = ctx
    const permission = await Permission.findOrFail(params.id)
    await bouncer.with(PermissionPolicy).authorize('delete', permission)
    await deletePermission({ permission }, auditOf(ctx))
    session.flash('success', t('access.permissions.deleted', { name: permission.name }))
    return response.redirect().toRoute('permissions.index')
  }
}
