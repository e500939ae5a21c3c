/* The shared step now lives with the other task helpers; the stay actions still import it from here. */
export { openHousekeepingTask } from '#services/hotel/housekeeping_tasks'
