import type { EventRecordedPayload } from '../../../app/realtime/contract'

/** An activity-log row: the shape the server broadcasts on `events` (the real-time contract). */
export type EventRow = EventRecordedPayload

/** A changed field, labelled and with its values already formatted by the server. */
export type EventFieldChange = {
  field: string
  label: string
  before: string | null
  after: string | null
}

export type EventFieldDetail = { field: string; label: string; value: string }

export type EventDetail = EventRow & {
  ip: string | null
  userAgent: string | null
  changes: EventFieldChange[]
  details: EventFieldDetail[]
}

export type EventFilters = Record<
  'area' | 'type' | 'actor' | 'subject_type' | 'subject_id' | 'from' | 'to',
  string
>

export type EventFilterOptions = {
  areas: { value: string; label: string }[]
  types: { value: string; label: string }[]
  actors: { id: number; name: string }[]
}
