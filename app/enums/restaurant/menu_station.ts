/* Where a category's items are prepared: its tickets go to that station's display. */
export const MENU_STATIONS = ['kitchen', 'bar'] as const
export type MenuStation = (typeof MENU_STATIONS)[number]
