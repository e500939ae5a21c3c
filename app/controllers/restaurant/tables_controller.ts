import type { HttpContext } from '@adonisjs/core/http'
import RestaurantTable from '#models/restaurant/restaurant_table'
import TableTransformer from '#transformers/restaurant/table_transformer'
import {
  createTableValidator,
  readTableFilters,
  updateTableValidator,
} from '#validators/restaurant/tables'
import { restaurantMessages } from '#validators/restaurant/messages'
import { areasInUse, listTables } from '#queries/restaurant/table_query'
import { boardFor } from '#queries/restaurant/table_board'
import { createTable } from '#actions/restaurant/create_table'
import { updateTable } from '#actions/restaurant/update_table'
import { cleanTable } from '#actions/restaurant/clean_table'
import { TABLE_SHAPES } from '#enums/restaurant/table_shape'
import { TABLE_STATUSES } from '#enums/restaurant/table_status'
import { FLOOR_PLAN, SUGGESTED_AREAS } from '#enums/restaurant/floor_plan'
import { t } from '#services/i18n'
import { auditOf } from '#services/audit_context'
import TablePolicy from '#policies/restaurant/table_policy'
import ReservationPolicy from '#policies/restaurant/reservation_policy'

async function formProps() {
  const areas = await areasInUse()
  return {
    areas: [...new Set([...areas, ...SUGGESTED_AREAS])],
    shapes: [...TABLE_SHAPES],
    plan: FLOOR_PLAN,
  }
}

export default class TablesController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const policy = bouncer.with(TablePolicy)
    await policy.authorize('view')
    const filters = await readTableFilters(request.qs())
    return inertia.render('Restaurant/Tables/Index', {
      tables: boardFor(
        await listTables(filters),
        await bouncer.with(ReservationPolicy).allows('view')
      ),
      filters,
      areas: await areasInUse(),
      statuses: [...TABLE_STATUSES],
      can: {
        manage: await policy.allows('manage'),
        clean: await policy.allows('clean'),
      },
    })
  }

  async create({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(TablePolicy).authorize('manage')
    const area = String(request.input('area', '')).slice(0, 40)
    return inertia.render('Restaurant/Tables/Create', { ...(await formProps()), area })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, bouncer } = ctx
    await bouncer.with(TablePolicy).authorize('manage')
    const data = await request.validateUsing(createTableValidator, {
      messagesProvider: restaurantMessages,
    })
    const table = await createTable({ data }, auditOf(ctx))
    session.flash('success', t('restaurant.tables.created', { name: table.name }))
    return response.redirect().toRoute('restaurant.tables.index')
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(TablePolicy).authorize('manage')
    const table = await RestaurantTable.findOrFail(params.id)
    return inertia.render('Restaurant/Tables/Edit', {
      ...(await formProps()),
      table: TableTransformer.transform(table).useVariant('forEdit'),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, params, session, bouncer } = ctx
    await bouncer.with(TablePolicy).authorize('manage')
    const table = await RestaurantTable.findOrFail(params.id)
    const data = await request.validateUsing(updateTableValidator, {
      messagesProvider: restaurantMessages,
      meta: { tableId: table.id },
    })
    await updateTable({ table, data }, auditOf(ctx))
    session.flash('success', t('restaurant.saved'))
    return response.redirect().toRoute('restaurant.tables.edit', { id: table.id })
  }

  /* "Cleaned" from the floor map or the list: back where it was asked (a refusal goes back with its reason). */
  async clean(ctx: HttpContext) {
    const { params, response, session, bouncer } = ctx
    await bouncer.with(TablePolicy).authorize('clean')
    const table = await RestaurantTable.findOrFail(params.id)
    await cleanTable({ table }, auditOf(ctx))
    session.flash('success', t('restaurant.tables.cleaned', { name: table.name }))
    return response.redirect().back()
  }
}
