import { DateTime } from 'luxon'
import Event from '#models/events/event'
import type { Infer } from '@vinejs/vine/types'
import type { eventFiltersValidator } from '#validators/events/event_filters'

export type EventFilters = Infer<typeof eventFiltersValidator>

/** The activity log, newest first, narrowed by the filters a user picked. */
export function eventQuery(filters: EventFilters) {
  const query = Event.query().preload('actor').orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.area) query.where('area', filters.area)
  if (filters.type) query.where('type', filters.type)
  if (filters.actor) query.where('actor_id', filters.actor)
  if (filters.subject_type) query.where('subject_type', filters.subject_type)
  if (filters.subject_id) query.where('subject_id', filters.subject_id)
  if (filters.from)
    query.where('created_at', '>=', DateTime.fromJSDate(filters.from).startOf('day').toJSDate())
  if (filters.to)
    query.where(
      'created_at',
      '<',
      DateTime.fromJSDate(filters.to).plus({ days: 1 }).startOf('day').toJSDate()
    )
  return query
}

/** The latest events with their actor's current name, in one query (the dashboard's list). */
export function recentEvents(limit: number) {
  /* The columns a line of the list shows (EventTransformer's toObject), not the changes and details. */
  return Event.query()
    .select(
      'events.id',
      'events.type',
      'events.area',
      'events.actor_id',
      'events.actor_label',
      'events.subject_type',
      'events.subject_id',
      'events.subject_label',
      'events.created_at',
      'users.full_name as actor_name'
    )
    .leftJoin('users', 'users.id', 'events.actor_id')
    .orderBy('events.created_at', 'desc')
    .orderBy('events.id', 'desc')
    .limit(limit)
}
