import { lazy, Suspense, useState } from 'react'
import { CheckCircle2, Wallet } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { importWhenOnline } from '@/lib/lazy-import'
import { useMoney, type PosOrder } from '@/modules/restaurant/components/pos-types'

/*
| The pay panel (its forms, the sheet it opens in) is not needed to draw the
| POS: it is fetched when the cashier first opens it, keeping the screen's
| first load small.
*/
const PayPanel = lazy(() =>
  importWhenOnline(() => import('@/modules/restaurant/components/pay-panel')).then((module) => ({
    default: module.PayPanel,
  }))
)

/** "Pay" with the balance on an order in service, "Paid" once it is closed. */
export function PayButton({ order }: { order: PosOrder }) {
  const money = useMoney()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  if (order.status === 'voided') return null
  const closed = order.status === 'closed'
  return (
    <>
      <Button
        variant={closed ? 'outline' : 'default'}
        className="h-10"
        data-testid="pay-open"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {closed ? <CheckCircle2 /> : <Wallet />}
        {closed
          ? t('restaurant_pay.paid')
          : t('restaurant_pay.pay_balance', { balance: money(order.balanceCents) })}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PayPanel order={order} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
