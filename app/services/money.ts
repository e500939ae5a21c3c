import env from '#start/env'

/** The installation's one currency (ISO 4217), from APP_CURRENCY. Amounts everywhere are integer cents. */
export function appCurrency() {
  return (env.get('APP_CURRENCY') || 'USD').toUpperCase()
}
