import { test } from '@japa/runner'
import { systemAudit } from '#services/audit_context'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/hotel/invoice'
import { issueInvoice } from '#actions/hotel/issue_invoice'
import { renderInvoicePdf } from '#services/hotel/invoice_pdf'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { addDays, appToday } from '#services/clock'
import { pdfText } from '#tests/helpers/pdf_text'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'
import { errorsOf, withSettings } from './stay_helpers.js'

const PROPERTY = {
  PROPERTY_LEGAL_NAME: 'Posada del Puerto S.L.',
  PROPERTY_ADDRESS: 'Calle del Muelle 12, 11001 Cádiz, Spain',
  PROPERTY_TAX_ID: 'B11223344',
}

/* A guest in the house leaving today, on the departure day: one night of 90.00 + 10 % on the folio. */
async function leavingToday(number = '102') {
  const type = await roomType({ code: `T${number}` })
  const stayRoom = await room(type, { number })
  const stayGuest = await guest({ firstName: 'Ana', lastName: `Vidal ${number}` })
  const target = await booking(type, stayGuest, {
    checkIn: addDays(appToday(), -1),
    checkOut: appToday(),
    status: 'checked_in',
    roomId: stayRoom.id,
  })
  return { target, stayGuest }
}

const pdfOf = (invoice: Invoice) =>
  renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISO()!,
    snapshot: invoice.snapshot as InvoiceSnapshot,
  })

test.group('Hotel: invoices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('an invoice names the seller (legal name, address, tax id) and the guest it is made out to', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, stayGuest } = await leavingToday()
    await withSettings(PROPERTY, async () => {
      const response = await as(
        client,
        desk,
        'post',
        `/hotel/bookings/${target.id}/check-out`
      ).json({ lockVersion: target.lockVersion })
      response.assertHeader('location', `/hotel/bookings/${target.id}`)
    })
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.deepEqual(invoice.snapshot.hotel, {
      name: 'Posada del Puerto S.L.',
      address: 'Calle del Muelle 12, 11001 Cádiz, Spain',
      taxId: 'B11223344',
    })
    assert.deepEqual(invoice.snapshot.billTo, {
      kind: 'guest',
      name: stayGuest.fullName,
      address: '',
      taxId: '',
    })
    const lines = pdfText(await pdfOf(invoice))
    assert.deepEqual(lines.slice(0, 3), [
      'Posada del Puerto S.L.',
      'Calle del Muelle 12, 11001 Cádiz, Spain',
      'Tax id B11223344',
    ])
    assert.include(lines, `Invoice ${invoice.number}`)
    assert.include(lines, stayGuest.fullName)
  })

  test('when a company pays, the invoice carries its name, address and tax id, and names the guest', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target, stayGuest } = await leavingToday()
    const response = await withSettings(PROPERTY, () =>
      as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json({
        lockVersion: target.lockVersion,
        billTo: 'company',
        billToName: 'Naviera Atlántica S.A.',
        billToAddress: 'Avenida del Puerto 3, 11006 Cádiz',
        billToTaxId: 'ESA11998877',
      })
    )
    response.assertHeader('location', `/hotel/bookings/${target.id}`)
    const invoice = await Invoice.findByOrFail('booking_id', target.id)
    assert.deepEqual(invoice.snapshot.billTo, {
      kind: 'company',
      name: 'Naviera Atlántica S.A.',
      address: 'Avenida del Puerto 3, 11006 Cádiz',
      taxId: 'ESA11998877',
    })
    const lines = pdfText(await pdfOf(invoice))
    const billTo = lines.indexOf('Bill to')
    assert.deepEqual(lines.slice(billTo, billTo + 5), [
      'Bill to',
      'Naviera Atlántica S.A.',
      'Avenida del Puerto 3, 11006 Cádiz',
      'Tax id ESA11998877',
      `Guest: ${stayGuest.fullName}`,
    ])
  })

  test('billing a company needs its name, address and tax id; nothing is written without them', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const { target } = await leavingToday()
    const response = await as(client, desk, 'post', `/hotel/bookings/${target.id}/check-out`).json({
      lockVersion: target.lockVersion,
      billTo: 'company',
      billToName: 'Naviera',
    })
    assert.deepEqual(errorsOf(response).billToAddress, [
      'Enter the address of the company to bill.',
    ])
    await target.refresh()
    assert.equal(target.status, 'checked_in')
    assert.isNull(await Invoice.findBy('booking_id', target.id))
  })

  test('a check-out that rolls back gives its invoice number back: the series has no gaps', async ({
    client,
    assert,
  }) => {
    const desk = await userWithRoles(['Receptionist'])
    const first = await leavingToday('201')
    const second = await leavingToday('202')
    const before = await db.from('invoice_counters').where('id', 1).firstOrFail()

    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await issueInvoice(trx, { bookingId: first.target.id }, systemAudit(desk))
        throw new Error('the check-out failed after the invoice was numbered')
      })
    )
    for (const { target } of [first, second]) {
      const response = await as(
        client,
        desk,
        'post',
        `/hotel/bookings/${target.id}/check-out`
      ).json({ lockVersion: target.lockVersion })
      response.assertHeader('location', `/hotel/bookings/${target.id}`)
    }
    const numbers = (
      await Invoice.query().whereIn('booking_id', [first.target.id, second.target.id]).orderBy('id')
    ).map((invoice) => invoice.number)
    assert.deepEqual(numbers, [
      `INV-${String(before.last_number + 1).padStart(6, '0')}`,
      `INV-${String(before.last_number + 2).padStart(6, '0')}`,
    ])
  })
})
