/* The stay actions still import the shared step from here; it lives in app/services/hotel/housekeeping_tasks.ts. */
export { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
