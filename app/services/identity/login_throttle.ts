import limiter from '@adonisjs/limiter/services/main'

/*
| Five failed sign-ins for one e-mail from one IP within a minute lock that
| pair out for a minute; a success clears the count.
*/
export const LOGIN_MAX_FAILURES = 5

export function loginFailures() {
  return limiter.use({
    requests: LOGIN_MAX_FAILURES,
    duration: '1 minute',
    blockDuration: '1 minute',
  })
}

export function loginThrottleKey(email: string, ip: string) {
  return `login_${email.trim().toLowerCase()}_${ip}`
}
