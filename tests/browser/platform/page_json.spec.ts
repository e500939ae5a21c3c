import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { recordEvent } from '#services/record_event'
import { customerFields, customerSubject } from '#services/customers/customers'
import { guestFields, guestSubject } from '#services/hotel/guests'
import { addDays, appToday } from '#services/clock'
import { administrator, seedRoles } from '#tests/functional/access/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { roomType } from '#tests/functional/hotel/helpers'
import { customer, reservation } from '#tests/functional/restaurant/helpers'
import { signedIn } from '#tests/browser/restaurant/helpers'

/*
| Text that the HTML parser reads inside a script element: `<!--<script>` hides the
| real end of the first-paint page object, `</script>` ends it early. Typed into a
| name, it must show as itself on every page that shows the name, on a full load.
*/
const OPENS = '<!--<script>'
const CLOSES = '</script><script>'
const CUSTOMER_NAME = `Carmen ${OPENS} ${CLOSES} & co`

test.group('Browser: names that look like markup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('every page showing a customer or guest named with script markup renders it as text', async ({
    assert,
    cleanup,
  }) => {
    const admin = await administrator()
    const stayGuest = await guest({ firstName: OPENS, lastName: CLOSES })
    await recordEvent(null, {
      type: 'hotel.guest.created',
      actor: admin,
      subject: guestSubject(stayGuest),
      after: guestFields(stayGuest),
    })
    const diner = await customer({ name: CUSTOMER_NAME, guestId: stayGuest.id })
    await recordEvent(null, {
      type: 'customers.customer.created',
      actor: admin,
      subject: customerSubject(diner),
      after: customerFields(diner),
    })
    const stay = await booking(await roomType(), stayGuest, {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 2),
    })
    await reservation(null, { customer: diner, minutesFromNow: 90 })

    const { page, context } = await signedIn(admin)
    cleanup(() => context.close())
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))

    const guestName = `${OPENS} ${CLOSES}`
    /* Each page, a name its page object carries, and the texts it shows once rendered. */
    const pages: Array<[string, string, string[]]> = [
      ['/dashboard', CUSTOMER_NAME, ['Customer created', 'Guest created']],
      ['/events', CUSTOMER_NAME, [CUSTOMER_NAME, guestName]],
      ['/customers', CUSTOMER_NAME, [CUSTOMER_NAME]],
      [`/customers/${diner.id}`, CUSTOMER_NAME, [CUSTOMER_NAME]],
      ['/restaurant/reservations', CUSTOMER_NAME, [CUSTOMER_NAME]],
      /* Lists write a guest as "last name, first name". */
      ['/hotel/guests', guestName, [`${CLOSES}, ${OPENS}`]],
      [`/hotel/guests/${stayGuest.id}`, guestName, [guestName]],
      ['/hotel/bookings', guestName, [OPENS, CLOSES]],
      [`/hotel/bookings/${stay.id}`, guestName, [OPENS, CLOSES]],
      ['/hotel', guestName, [OPENS, CLOSES]],
    ]
    for (const [path, carried, texts] of pages) {
      const response = await page.goto(path)
      assert.equal(response?.status(), 200, path)
      const rendered = await page
        .waitForFunction(
          (wanted) => {
            const text = document.getElementById('app')?.innerText ?? ''
            return wanted.every((piece) => text.includes(piece))
          },
          texts,
          { timeout: 10_000 }
        )
        .then(() => true)
        .catch(() => false)
      assert.isTrue(rendered, `${path} shows ${texts.join(' and ')}`)
      const firstPaint = await page.evaluate(
        () => document.querySelector('script[data-page="app"]')!.textContent!
      )
      assert.include(JSON.stringify(JSON.parse(firstPaint)), JSON.stringify(carried), path)
      /* The markup stayed text: no element was made of it. */
      assert.equal(await page.locator('#app script').count(), 0, path)
    }
    assert.deepEqual(pageErrors, [])
  })
})
