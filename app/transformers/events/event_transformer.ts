import { BaseTransformer } from '@adonisjs/core/transformers'
import type Event from '#models/events/event'
import {
  eventAreaLabel,
  eventTypeLabel,
  presentChanges,
  presentDetails,
} from '#transformers/events/event_fields'

type Changes = { before?: Record<string, unknown>; after?: Record<string, unknown> } | null

/**
 * An activity-log line, in words: the actor's current name (preloaded, or joined
 * as `actor_name` by recentEvents), else the label written with the event.
 * forShow adds the labelled field changes, the details, IP and user agent.
 */
export default class EventTransformer extends BaseTransformer<Event> {
  toObject() {
    const event = this.resource
    /* Null for an event nobody signed, or whose actor was deleted. */
    const actor = (event.actor ?? null) as { fullName: string } | null
    const joinedName = (event.$extras.actor_name ?? null) as string | null
    return {
      id: String(event.id),
      type: event.type,
      typeLabel: eventTypeLabel(event.type),
      area: event.area,
      areaLabel: eventAreaLabel(event.area),
      actorId: event.actorId,
      actorLabel: actor?.fullName ?? joinedName ?? event.actorLabel,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      subjectLabel: event.subjectLabel,
      createdAt: event.createdAt.toISO()!,
    }
  }

  forShow() {
    const event = this.resource
    return {
      ...this.toObject(),
      ip: event.ip,
      userAgent: event.userAgent,
      changes: presentChanges(event.type, (event.changes ?? null) as Changes),
      details: presentDetails(
        event.type,
        (event.metadata ?? null) as Record<string, unknown> | null
      ),
    }
  }
}
