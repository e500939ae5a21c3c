import type { TransactionClientContract, QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { afterCommit } from '#services/after_commit'
import type User from '#models/identity/user'
import { eventAreaLabel, eventTypeLabel } from '#transformers/events/event_fields'
import type { EventRecordedPayload } from '#realtime/contract'
import type { AuditContext } from '#services/audit_context'

export type EventInput = {
  type: string
  actor?: Pick<User, 'id' | 'fullName' | 'email'> | null
  actorLabel?: string | null
  subject?: { type: string; id: string | number; label?: string | null } | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  metadata?: Record<string, unknown> | null
  /** Who and from where; the actor defaults to the audit's. */
  audit?: AuditContext | null
}

/** An entry as the activity log shows and broadcasts it: the real-time contract's payload. */
export type RecordedEvent = EventRecordedPayload

export function userSubject(user: Pick<User, 'id' | 'fullName'>) {
  return { type: 'user', id: user.id, label: user.fullName }
}

/** Only the fields that changed go into `changes`, as { before, after }. */
export function changedFields(
  before: Record<string, unknown> = {},
  after: Record<string, unknown> = {}
) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const changed = [...keys].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])
  )
  if (changed.length === 0) return null
  return {
    before: Object.fromEntries(
      changed.filter((key) => key in before).map((key) => [key, before[key]])
    ),
    after: Object.fromEntries(
      changed.filter((key) => key in after).map((key) => [key, after[key]])
    ),
  }
}

const listeners = new Set<(event: RecordedEvent) => void>()

/** Called after the event's outermost transaction commits (the real-time broadcast subscribes here). */
export function onEventCommitted(listener: (event: RecordedEvent) => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Records one activity-log event with the same client as the change it
 * describes, so both commit or neither does. Listeners hear of it only after
 * the outermost transaction commits (app/services/after_commit.ts).
 */
export async function recordEvent(
  client: QueryClientContract | TransactionClientContract | null,
  input: EventInput
) {
  const executor = client ?? db.connection()
  const actor = input.actor ?? input.audit?.actor ?? null
  const [row] = await executor
    .insertQuery()
    .table('events')
    .insert({
      type: input.type,
      area: input.type.split('.')[0],
      actor_id: actor?.id ?? null,
      actor_label: input.actorLabel ?? (actor ? `${actor.fullName} <${actor.email}>` : null),
      subject_type: input.subject?.type ?? null,
      subject_id: input.subject ? String(input.subject.id) : null,
      subject_label: input.subject?.label ?? null,
      changes: JSON.stringify(
        input.before || input.after ? changedFields(input.before ?? {}, input.after ?? {}) : null
      ),
      metadata: input.metadata ? JSON.stringify(input.metadata) : null,
      ip: input.audit?.ip ?? null,
      user_agent: input.audit?.userAgent ?? null,
      request_id: input.audit?.requestId ?? null,
      created_at: new Date(),
    })
    .returning([
      'id',
      'type',
      'area',
      'actor_id',
      'actor_label',
      'subject_type',
      'subject_id',
      'subject_label',
      'created_at',
    ])

  const recorded: RecordedEvent = {
    id: String(row.id),
    type: row.type,
    typeLabel: eventTypeLabel(row.type),
    area: row.area,
    areaLabel: eventAreaLabel(row.area),
    actorId: row.actor_id,
    actorLabel: row.actor_label,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectLabel: row.subject_label,
    createdAt: new Date(row.created_at).toISOString(),
  }
  afterCommit(executor, () => listeners.forEach((listener) => listener(recorded)))
  return recorded
}
