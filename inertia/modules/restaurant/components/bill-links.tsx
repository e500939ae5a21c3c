import { FileDown, Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

/** The order's bill to hand over: its print view (80 mm) and its PDF, both in a new tab. */
export function BillLinks({ orderId }: { orderId: number }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline" size="sm">
        <a
          href={urlFor('restaurant.orders.bill', { id: orderId })}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Printer aria-hidden="true" />
          {t('restaurant.bill.print_bill')}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a
          href={urlFor('restaurant.orders.bill.pdf', { id: orderId })}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FileDown aria-hidden="true" />
          {t('restaurant.bill.pdf')}
        </a>
      </Button>
    </div>
  )
}
