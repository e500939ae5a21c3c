import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import type { PurchaseOrderStatus } from '@/modules/inventory/purchasing-types'

const TONES: Record<PurchaseOrderStatus, string> = {
  draft: 'border-border bg-muted text-muted-foreground',
  ordered: 'border-sky-600/30 bg-sky-600/10 text-sky-800 dark:text-sky-300',
  partially_received: 'border-amber-600/30 bg-amber-600/10 text-amber-800 dark:text-amber-300',
  received: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  cancelled: 'border-destructive/30 bg-destructive/10 text-destructive',
}

/** An order's status in words and colour (never colour alone). */
export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge variant="outline" className={TONES[status]}>
      {t(`inventory.purchasing.status.${status}`)}
    </Badge>
  )
}
