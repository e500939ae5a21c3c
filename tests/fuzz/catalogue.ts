import router from '@adonisjs/core/services/router'
import { type FuzzCases, type FuzzPages, routeKey, routeOf, runsOf } from '#tests/helpers/fuzz'
import { accessForms, hotelForms, listPages, settingsForms } from './hotel_access.js'
import { customersForms, inventoryForms, modulePages, restaurantForms } from './modules.js'
import { kitchenForms } from './kitchen.js'
import { posForms } from './pos.js'
import { paymentForms } from './payments.js'
import { orderMoveForms, ordersPages } from './order_moves.js'
import { cashDrawerForms, paymentsPages } from './cash_drawers.js'
import { buttonForms } from './buttons.js'

/*
| Every fuzz case: one form descriptor per state-changing route, and the list
| pages. The specs run them in process (tests/functional/platform/input_fuzz*.spec.ts
| and tests/functional/restaurant/*_fuzz.spec.ts); bench/lib/fuzz_http.ts sends
| the same forms over HTTP to several Posada processes. The coverage below is
| what input_fuzz_routes.spec.ts asserts and what the HTTP run reports.
*/
export const FORM_CASES: FuzzCases[] = [
  hotelForms,
  accessForms,
  settingsForms,
  inventoryForms,
  restaurantForms,
  customersForms,
  kitchenForms,
  posForms,
  paymentForms,
  orderMoveForms,
  cashDrawerForms,
  ...buttonForms,
]

export const PAGE_CASES: FuzzPages[] = [listPages, modulePages, ordersPages, paymentsPages]

/* Routes with no form, left out on purpose (the realtime server's HTTP API is not on this router). */
export const NOT_FORMS = new Map([
  ['POST /logout', 'sign-out: no input, and it ends the session the fuzz signs in with'],
])

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE']

/** Payloads and query strings one run of every case sends (FUZZ_RUNS scales them). */
export const plannedPayloads = () =>
  FORM_CASES.flatMap(({ forms }) => forms).reduce((sum, form) => sum + runsOf(form.runs), 0) +
  PAGE_CASES.flatMap(({ pages }) => pages).reduce((sum, page) => sum + runsOf(page.runs), 0)

/**
 * The router's POST, PUT, PATCH and DELETE routes against the form cases:
 * `missing` names each route no case posts to (`name (METHOD /path/:id)`),
 * `stale` each exclusion of a route that no longer exists, `unknown` each case
 * of a route that does not exist.
 */
export function routeCoverage() {
  const json = router.toJSON() as Record<
    string,
    { name?: string | null; pattern: string; methods: string[] }[]
  >
  const routes = Object.values(json)
    .flat()
    .flatMap((route) =>
      route.methods
        .filter((method) => STATE_CHANGING.includes(method))
        .map((method) => ({
          key: routeKey(method, route.pattern),
          label: `${route.name ?? '(unnamed)'} (${method} ${route.pattern})`,
        }))
    )
  const keys = routes.map((route) => route.key)
  const fuzzed = new Set(FORM_CASES.flatMap(({ forms }) => forms.map(routeOf)))
  return {
    routes: keys,
    fuzzed,
    missing: routes
      .filter((route) => !fuzzed.has(route.key) && !NOT_FORMS.has(route.key))
      .map((route) => route.label),
    stale: [...NOT_FORMS.keys()].filter((route) => !keys.includes(route)),
    unknown: [...fuzzed].filter((route) => !keys.includes(route)),
  }
}
