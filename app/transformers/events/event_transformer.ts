import { BaseTransformer } from '@adonisjs/core/transformers'
import type Event from '#models/events/event'

/** An activity-log line. forShow adds the field diff, IP and user agent. */
export default class EventTransformer extends BaseTransformer<Event> {
  toObject() {
    const event = this.resource
    return {
      id: String(event.id),
      type: event.type,
      area: event.area,
      actorId: event.actorId,
      actorLabel: event.actor?.fullName ?? event.actorLabel,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      subjectLabel: event.subjectLabel,
      createdAt: event.createdAt.toISO()!,
    }
  }

  forShow() {
    const event = this.resource
    const changes = (event.changes ?? null) as { before: Record<string, unknown>; after: Record<string, unknown> } | null
    return {
      ...this.toObject(),
      ip: event.ip,
      userAgent: event.userAgent,
      metadata: (event.metadata ?? null) as Record<string, unknown> | null,
      diff: changes
        ? [...new Set([...Object.keys(changes.before ?? {}), ...Object.keys(changes.after ?? {})])].map((field) => ({
            field,
            before: JSON.stringify(changes.before?.[field] ?? null),
            after: JSON.stringify(changes.after?.[field] ?? null),
          }))
        : [],
    }
  }
}
