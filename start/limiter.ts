/*
| Named rate limits for the identity routes. Sign-in has its own per email+IP
| counter in the login action (5 failures a minute), because only failures count;
| wrong two-factor codes have a per-account counter and lock besides the per-IP
| limit here (app/actions/identity/two_factor_lock.ts).
*/
import limiter from '@adonisjs/limiter/services/main'

export const throttle = {
  registration: limiter.define('registration', (ctx) =>
    limiter.allowRequests(10).every('1 hour').usingKey(`register_${ctx.request.ip()}`)
  ),
  passwordReset: limiter.define('password_reset', (ctx) =>
    limiter.allowRequests(6).every('1 minute').usingKey(`reset_${ctx.request.ip()}`)
  ),
  /* Per IP only: a new session (a fresh password sign-in) does not start a new count. */
  twoFactor: limiter.define('two_factor', (ctx) =>
    limiter.allowRequests(10).every('1 minute').usingKey(`2fa_${ctx.request.ip()}`)
  ),
  passwordConfirmation: limiter.define('password_confirmation', (ctx) =>
    limiter
      .allowRequests(5)
      .every('1 minute')
      .usingKey(`confirm_${ctx.request.ip()}_${ctx.session.sessionId}`)
  ),
}
