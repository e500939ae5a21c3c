export type EventRow = {
  id: string
  type: string
  /** The type in words ("Checked out"), from the catalogue's events.type.* labels. */
  typeLabel: string
  area: string
  areaLabel: string
  actorId: number | null
  actorLabel: string | null
  subjectType: string | null
  subjectId: string | null
  subjectLabel: string | null
  createdAt: string
}

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
