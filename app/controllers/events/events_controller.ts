import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/events/event'
import EventTransformer from '#transformers/events/event_transformer'
import { eventQuery } from '#queries/events/event_query'
import { eventFiltersValidator } from '#validators/events/event_filters'
import { PERMISSION_AREAS } from '#enums/identity/permission'
import { eventAreaLabel, eventTypeLabel } from '#transformers/events/event_fields'
import EventPolicy from '#policies/events/event_policy'

export default class EventsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(EventPolicy).authorize('view')
    const filters = await eventFiltersValidator.validate(request.qs())
    const page = await eventQuery(filters).paginate(filters.page ?? 1, filters.per_page ?? 25)
    const actors = await db
      .from('users')
      .whereIn('id', db.from('events').whereNotNull('actor_id').distinct('actor_id'))
      .orderBy('full_name')
      .select('id', 'full_name as name')
    const typeRows = await db.from('events').distinct('type').orderBy('type')
    const types = typeRows.map((row: { type: string }) => row.type)
    return inertia.render('Events/Index', {
      events: EventTransformer.transform(page.all()),
      meta: {
        total: page.total,
        perPage: page.perPage,
        currentPage: page.currentPage,
        lastPage: page.lastPage,
      },
      filters: {
        area: filters.area ?? '',
        type: filters.type ?? '',
        actor: filters.actor ? String(filters.actor) : '',
        subject_type: filters.subject_type ?? '',
        subject_id: filters.subject_id ?? '',
        from: request.qs().from ?? '',
        to: request.qs().to ?? '',
      },
      options: {
        areas: ['auth', ...PERMISSION_AREAS].map((area) => ({
          value: area,
          label: eventAreaLabel(area),
        })),
        types: types.map((type) => ({ value: type, label: eventTypeLabel(type) })),
        actors,
      },
    })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(EventPolicy).authorize('view')
    const event = await Event.query()
      .where('id', String(params.id).replace(/\D/g, '') || '0')
      .preload('actor')
      .firstOrFail()
    return inertia.render('Events/Show', {
      event: EventTransformer.transform(event).useVariant('forShow'),
    })
  }
}
