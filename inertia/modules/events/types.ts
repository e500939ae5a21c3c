export type EventRow = {
  id: string
  type: string
  area: string
  actorId: number | null
  actorLabel: string | null
  subjectType: string | null
  subjectId: string | null
  subjectLabel: string | null
  createdAt: string
}

export type EventDetail = EventRow & {
  ip: string | null
  userAgent: string | null
  metadata: Record<string, unknown> | null
  diff: { field: string; before: string; after: string }[]
}

export type EventFilters = Record<'area' | 'type' | 'actor' | 'subject_type' | 'subject_id' | 'from' | 'to', string>
