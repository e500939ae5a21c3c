import { useLiveProps } from '@/hooks/use-live-props'

/**
 * Menu screens follow the menu (sold out, prices) and, for who sees costs, the
 * stock: a receipt that moves an average cost moves dish costs and margins.
 */
export function useMenuLive<Props>(
  props: readonly NoInfer<keyof Props & string>[],
  options: { costs: boolean }
) {
  useLiveProps<Props>(
    options.costs
      ? {
          'restaurant.menu': ['MenuItemChanged', 'MenuComboChanged'],
          'inventory.stock': ['StockChanged'],
        }
      : { 'restaurant.menu': ['MenuItemChanged', 'MenuComboChanged'] },
    props
  )
}
