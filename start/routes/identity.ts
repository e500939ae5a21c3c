import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'

const SessionController = () => import('#controllers/identity/session_controller')
const RegistrationController = () => import('#controllers/identity/registration_controller')
const PasswordResetController = () => import('#controllers/identity/password_reset_controller')
const TwoFactorChallengeController = () =>
  import('#controllers/identity/two_factor_challenge_controller')
const EmailVerificationController = () =>
  import('#controllers/identity/email_verification_controller')
const PasswordConfirmationController = () =>
  import('#controllers/identity/password_confirmation_controller')

router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('login')
    router.post('/login', [SessionController, 'store']).as('login.store')
    router.get('/register', [RegistrationController, 'create']).as('register')
    router
      .post('/register', [RegistrationController, 'store'])
      .as('register.store')
      .use(throttle.registration)
    router.get('/forgot-password', [PasswordResetController, 'request']).as('password.request')
    router
      .post('/forgot-password', [PasswordResetController, 'email'])
      .as('password.email')
      .use(throttle.passwordReset)
    router.get('/reset-password/:token', [PasswordResetController, 'edit']).as('password.reset')
    router
      .post('/reset-password', [PasswordResetController, 'update'])
      .as('password.update')
      .use(throttle.passwordReset)
    router
      .get('/two-factor-challenge', [TwoFactorChallengeController, 'create'])
      .as('two_factor.login')
    router
      .post('/two-factor-challenge', [TwoFactorChallengeController, 'store'])
      .as('two_factor.login.store')
      .use(throttle.twoFactor)
  })
  .use(middleware.guest())

router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
      .as('verification.verify')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'send'])
      .as('verification.send')
    router.get('/confirm-password', [PasswordConfirmationController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [PasswordConfirmationController, 'store'])
      .as('password.confirm.store')
      .use(throttle.passwordConfirmation)
  })
  .use(middleware.auth())
