import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ProfileController = () => import('#controllers/settings/profile_controller')
const PasswordController = () => import('#controllers/settings/password_controller')
const TwoFactorController = () => import('#controllers/settings/two_factor_controller')
const PagesController = () => import('#controllers/pages_controller')

router
  .group(() => {
    router.on('/settings').redirectToPath('/settings/profile').as('settings')
    router.get('/settings/profile', [ProfileController, 'edit']).as('profile.edit')
    router.patch('/settings/profile', [ProfileController, 'update']).as('profile.update')
    router.delete('/settings/profile', [ProfileController, 'destroy']).as('profile.destroy')
    router.get('/settings/password', [PasswordController, 'edit']).as('user_password.edit')
    router.put('/settings/password', [PasswordController, 'update']).as('user_password.update')
    router.get('/settings/appearance', [PagesController, 'appearance']).as('appearance.edit')
    router
      .group(() => {
        router.get('/settings/two-factor', [TwoFactorController, 'show']).as('two_factor.show')
        router.post('/settings/two-factor', [TwoFactorController, 'enable']).as('two_factor.enable')
        router
          .post('/settings/two-factor/confirm', [TwoFactorController, 'confirm'])
          .as('two_factor.confirm')
        router
          .post('/settings/two-factor/recovery-codes', [TwoFactorController, 'regenerate'])
          .as('two_factor.recovery_codes')
        router
          .delete('/settings/two-factor', [TwoFactorController, 'disable'])
          .as('two_factor.disable')
      })
      .use(middleware.passwordConfirmed())
  })
  .use(middleware.auth())
