/* The units a product is stocked, counted and used in. */
export const STOCK_UNITS = ['unit', 'kg', 'g', 'l', 'ml'] as const
export type StockUnit = (typeof STOCK_UNITS)[number]
