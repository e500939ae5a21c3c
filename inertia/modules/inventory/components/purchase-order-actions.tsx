import { Link } from '@adonisjs/inertia/react'
import { Ban, FileDown, PackageCheck, Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmAction } from '@/components/confirm-action'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PurchaseOrder } from '@/modules/inventory/purchasing-types'

export type PurchaseOrderAbilities = {
  edit: boolean
  order: boolean
  cancel: boolean
  receive: boolean
}

/** What may be done with the order now; the server checks every one again. */
export function PurchaseOrderActions({
  order,
  can,
}: {
  order: PurchaseOrder
  can: PurchaseOrderAbilities
}) {
  const lockVersion = { lock_version: order.lockVersion }
  return (
    <nav className="flex flex-wrap gap-2" aria-label={t('inventory.purchasing.details')}>
      {can.receive && (
        <Button asChild size="sm">
          <Link
            route="inventory.purchase_orders.receive_form"
            routeParams={{ id: order.id }}
            prefetch
          >
            <PackageCheck aria-hidden="true" />
            {t('inventory.purchasing.receive_link')}
          </Link>
        </Button>
      )}
      {can.order && (
        <ConfirmAction
          title={t('inventory.purchasing.place_order')}
          description={t('inventory.purchasing.place_order_confirm', {
            number: order.number,
            supplier: order.supplier.name,
          })}
          confirmLabel={t('inventory.purchasing.place_order')}
          href={urlFor('inventory.purchase_orders.order', { id: order.id })}
          method="post"
          data={lockVersion}
          destructive={false}
          trigger={
            <Button size="sm">
              <Send aria-hidden="true" />
              {t('inventory.purchasing.place_order')}
            </Button>
          }
        />
      )}
      <Button asChild size="sm" variant="outline">
        <a href={urlFor('inventory.purchase_orders.pdf', { id: order.id })} download>
          <FileDown aria-hidden="true" />
          {t('inventory.purchasing.download_pdf')}
        </a>
      </Button>
      {can.cancel && (
        <ConfirmAction
          title={t('inventory.purchasing.cancel_order')}
          description={t('inventory.purchasing.cancel_order_confirm', { number: order.number })}
          confirmLabel={t('inventory.purchasing.cancel_order')}
          href={urlFor('inventory.purchase_orders.cancel', { id: order.id })}
          method="post"
          data={lockVersion}
          trigger={
            <Button size="sm" variant="outline">
              <Ban aria-hidden="true" />
              {t('inventory.purchasing.cancel_order')}
            </Button>
          }
        />
      )}
    </nav>
  )
}
