import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/restaurant/order'
import { billOf } from '#queries/restaurant/bill'
import OrderPolicy from '#policies/restaurant/order_policy'
import { billText, renderBillPdf } from '#services/restaurant/bill_document'
import { t } from '#services/i18n'
import { urlFor } from '@adonisjs/core/services/url_builder'

/* An unknown order answers 404 as any other missing record does. */
async function findBill(id: number) {
  const order = await Order.findOrFail(id)
  return (await billOf(order.id))!
}

/** An order's bill to hand over: a page for an 80 mm printer, or a PDF. */
export default class BillsController {
  async show({ params, bouncer, view }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('view')
    const bill = await findBill(params.id)
    return view.render('restaurant/bill', {
      bill: billText(bill),
      links: {
        order: urlFor('restaurant.orders.show', { id: bill.order.id }),
        pdf: urlFor('restaurant.orders.bill.pdf', { id: bill.order.id }),
      },
      labels: {
        print: t('restaurant.bill.print'),
        pdf: t('restaurant.bill.pdf'),
        back: t('restaurant.bill.back'),
        payments: t('restaurant.bill.payments'),
      },
    })
  }

  async pdf({ params, bouncer, response }: HttpContext) {
    await bouncer.with(OrderPolicy).authorize('view')
    const bill = await findBill(params.id)
    const pdf = await renderBillPdf(bill)
    response.header('content-type', 'application/pdf')
    response.header(
      'content-disposition',
      `inline; filename="${bill.kind}-${bill.order.number}.pdf"`
    )
    return response.send(pdf)
  }
}
