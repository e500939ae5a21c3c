import type { Data } from '~generated/data'
import type { EventRecordedPayload } from '../../../app/realtime/contract'

/** An activity-log row: the shape the server broadcasts on `events` (the real-time contract). */
export type EventRow = EventRecordedPayload

/** A row with what only its own page shows (EventTransformer's forShow). */
export type EventDetail = Data.Events.Event.Variants['forShow']

/** A changed field, labelled and with its values already formatted by the server. */
export type EventFieldChange = EventDetail['changes'][number]
export type EventFieldDetail = EventDetail['details'][number]

export type EventFilters = Record<
  'area' | 'type' | 'actor' | 'subject_type' | 'subject_id' | 'from' | 'to',
  string
>

export type EventFilterOptions = {
  areas: { value: string; label: string }[]
  types: { value: string; label: string }[]
  actors: { id: number; name: string }[]
}
