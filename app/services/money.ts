import env from '#start/env'

/** The installation's one currency (ISO 4217), from APP_CURRENCY. Amounts everywhere are integer cents. */
export function appCurrency() {
  return (env.get('APP_CURRENCY') || 'USD').toUpperCase()
}

/** Cents as text in the installation's currency, for server-written messages and documents. */
export function formatMoney(cents: number, currency = appCurrency()) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100)
}
