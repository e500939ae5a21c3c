import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { systemAudit } from '#services/audit_context'
import { field, type FuzzCases, type FuzzPages, money, text } from '#tests/helpers/fuzz'

/*
| Opening and closing a cash drawer, and the Payments list's query string:
| hostile values are refused (never a 5xx) and a refusal writes nothing.
*/
const DRAWER_TABLES = ['cash_drawers', 'payments', 'events']
const DRAWER_PERMISSIONS = [
  'restaurant.payments.view' as const,
  'restaurant.cash_drawers.manage' as const,
]

export const cashDrawerForms: FuzzCases = {
  title: 'Fuzz: cash drawers',
  forms: [
    {
      name: 'open a cash drawer',
      method: 'post',
      url: '/restaurant/cash-drawers',
      permissions: DRAWER_PERMISSIONS,
      tables: DRAWER_TABLES,
      runs: 60,
      fields: { float: field(money()) },
    },
    {
      name: 'close a cash drawer',
      method: 'post',
      url: ({ drawer }) => `/restaurant/cash-drawers/${drawer.id}/close`,
      permissions: DRAWER_PERMISSIONS,
      tables: DRAWER_TABLES,
      runs: 60,
      setup: async (actor) => ({
        drawer: await openCashDrawer({ cashier: actor, floatCents: 1000 }, systemAudit(actor)),
      }),
      fields: { counted: field(money()), note: field(text(600)) },
    },
  ],
}

export const paymentsPages: FuzzPages = {
  title: 'Fuzz: the Payments list',
  pages: [
    {
      url: '/restaurant/payments',
      permissions: 'administrator',
      params: ['page', 'per_page', 'from', 'to', 'method', 'cashier_id'],
      runs: 50,
    },
  ],
}
