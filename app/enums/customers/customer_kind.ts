export const CUSTOMER_KINDS = ['person', 'company'] as const
export type CustomerKind = (typeof CUSTOMER_KINDS)[number]
