import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const UsersController = () => import('#controllers/identity/users_controller')
const RolesController = () => import('#controllers/identity/roles_controller')
const PermissionsController = () => import('#controllers/identity/permissions_controller')

const id = router.matchers.number()

router
  .group(() => {
    router.get('/users', [UsersController, 'index']).as('users.index')
    router.get('/users/create', [UsersController, 'create']).as('users.create')
    router.post('/users', [UsersController, 'store']).as('users.store')
    router.get('/users/:id/edit', [UsersController, 'edit']).as('users.edit').where('id', id)
    router.put('/users/:id', [UsersController, 'update']).as('users.update').where('id', id)
    router.delete('/users/:id', [UsersController, 'destroy']).as('users.destroy').where('id', id)
    router
      .post('/users/:id/deactivate', [UsersController, 'deactivate'])
      .as('users.deactivate')
      .where('id', id)
    router
      .post('/users/:id/activate', [UsersController, 'activate'])
      .as('users.activate')
      .where('id', id)
  })
  .use([middleware.auth(), middleware.verified(), middleware.can(['users.manage'])])

router
  .group(() => {
    router.get('/settings/roles', [RolesController, 'index']).as('roles.index')
    router.get('/settings/roles/create', [RolesController, 'create']).as('roles.create')
    router.post('/settings/roles', [RolesController, 'store']).as('roles.store')
    router
      .get('/settings/roles/:id/edit', [RolesController, 'edit'])
      .as('roles.edit')
      .where('id', id)
    router
      .put('/settings/roles/:id', [RolesController, 'update'])
      .as('roles.update')
      .where('id', id)
    router
      .delete('/settings/roles/:id', [RolesController, 'destroy'])
      .as('roles.destroy')
      .where('id', id)
  })
  .use([middleware.auth(), middleware.verified(), middleware.can(['roles.manage'])])

router
  .group(() => {
    router.get('/settings/permissions', [PermissionsController, 'index']).as('permissions.index')
    router
      .get('/settings/permissions/create', [PermissionsController, 'create'])
      .as('permissions.create')
    router.post('/settings/permissions', [PermissionsController, 'store']).as('permissions.store')
    router
      .get('/settings/permissions/:id/edit', [PermissionsController, 'edit'])
      .as('permissions.edit')
      .where('id', id)
    router
      .put('/settings/permissions/:id', [PermissionsController, 'update'])
      .as('permissions.update')
      .where('id', id)
    router
      .delete('/settings/permissions/:id', [PermissionsController, 'destroy'])
      .as('permissions.destroy')
      .where('id', id)
  })
  .use([middleware.auth(), middleware.verified(), middleware.can(['permissions.manage'])])
