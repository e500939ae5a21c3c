/* The floor map of each area is a plan of 1200 × 800 units; tables are placed and sized in these units. */
export const FLOOR_PLAN = { width: 1200, height: 800, minSize: 40, maxSize: 400 } as const

/** Areas offered on the table form; any other name may be typed. */
export const SUGGESTED_AREAS = ['Main hall', 'Terrace', 'Bar', 'Private room'] as const
