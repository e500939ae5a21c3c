/*
| The props contract between controllers and pages, checked by `npm run typecheck`
| (tsconfig.typecheck.json; the build leaves this file out). inertia.render() takes
| its props from each page's component type, read through the generated
| .adonisjs/server/pages.d.ts. That file is a declaration file: if the pages stop
| compiling for the server, every page silently becomes `any` and any props pass.
| The checks below then fail: an unused @ts-expect-error is an error, and so is a
| page whose props are not a real type.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'

declare const inertia: HttpContext['inertia']
declare const customer: InertiaPages['Customers/Edit']['customer']

/* Every page has real props: none takes any key (an unresolved page) or is `never`. */
type Inert = {
  [Page in keyof InertiaPages]: string extends keyof InertiaPages[Page]
    ? Page
    : [InertiaPages[Page]] extends [never]
      ? Page
      : never
}[keyof InertiaPages]
export const noInertPage: [Inert] extends [never] ? true : Inert = true

/* What the page declares passes. */
export const exact = inertia.render('Customers/Edit', {
  customer,
  guest: null,
  kinds: ['person', 'company'],
  can: { linkGuest: false },
})

/* A prop of the wrong type. */
export const wrongType = inertia.render('Customers/Edit', {
  customer,
  guest: null,
  // @ts-expect-error 'hotel' is not a customer kind
  kinds: ['hotel'],
  can: { linkGuest: false },
})

/* A nested prop of the wrong type. */
export const wrongNestedType = inertia.render('Customers/Edit', {
  customer,
  guest: null,
  kinds: ['person'],
  // @ts-expect-error linkGuest is a boolean
  can: { linkGuest: 'yes' },
})

/* A prop the page declares is missing. */
// @ts-expect-error guest is missing
export const missing = inertia.render('Customers/Edit', {
  customer,
  kinds: ['person'],
  can: { linkGuest: false },
})

/* A prop no page reads. */
export const extra = inertia.render('Customers/Edit', {
  customer,
  guest: null,
  kinds: ['person'],
  can: { linkGuest: false },
  // @ts-expect-error the page does not declare today
  today: '2026-01-01',
})

/* A page that does not exist. */
// @ts-expect-error no such page
export const unknownPage = inertia.render('Customers/Nowhere', {})
