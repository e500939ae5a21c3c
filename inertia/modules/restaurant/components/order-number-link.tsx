import { Link } from '@adonisjs/inertia/react'
import { usePermission } from '@/hooks/use-permission'
import { urlFor } from '@/lib/routes'
import { cn } from '@/lib/utils'

/**
 * An order's number, linking to the order for those who may see orders; for
 * others (a receptionist on a stay's page, say) the number alone.
 */
export function OrderNumberLink({
  order,
  className,
}: {
  order: { id: number; number: string | null }
  className?: string
}) {
  const canView = usePermission('restaurant.orders.view')
  const classes = cn('font-medium tabular-nums', className)
  if (!canView) return <span className={classes}>{order.number}</span>
  return (
    <Link
      href={urlFor('restaurant.orders.show', { id: order.id })}
      className={cn(classes, 'hover:underline')}
    >
      {order.number}
    </Link>
  )
}
