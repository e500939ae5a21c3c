export const TABLE_SHAPES = ['round', 'square', 'rectangle'] as const
export type TableShape = (typeof TABLE_SHAPES)[number]
