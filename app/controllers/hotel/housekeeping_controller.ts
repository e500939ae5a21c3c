import type { HttpContext } from '@adonisjs/core/http'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import HousekeepingPolicy from '#policies/hotel/housekeeping_policy'
import BookingPolicy from '#policies/hotel/booking_policy'
import HousekeepingTaskTransformer from '#transformers/hotel/housekeeping_task_transformer'
import {
  assignTaskValidator,
  createTaskValidator,
  moveTaskValidator,
  readTaskFilters,
} from '#validators/hotel/housekeeping'
import { operationsMessages } from '#validators/hotel/operations_messages'
import { boardRooms, housekeepers, listTasks, myTasks } from '#queries/hotel/housekeeping_board'
import { createHousekeepingTask } from '#actions/hotel/create_housekeeping_task'
import { assignHousekeepingTask } from '#actions/hotel/assign_housekeeping_task'
import { startHousekeepingTask } from '#actions/hotel/start_housekeeping_task'
import { finishHousekeepingTask } from '#actions/hotel/finish_housekeeping_task'
import { TASK_KINDS, TASK_STATUSES } from '#enums/hotel/housekeeping_task'
import { appToday } from '#services/clock'
import { auditOf } from '#services/audit_context'
import { t } from '#services/i18n'

const findTask = (id: string) => HousekeepingTask.findOrFail(id)

export default class HousekeepingController {
  /**
   * The board (rooms by floor, the task list) or, with ?mine=1 — the default for
   * someone who works on tasks but does not assign them — the phone list of
   * the viewer's own tasks.
   */
  async index({ inertia, request, bouncer, auth }: HttpContext) {
    await bouncer.with(HousekeepingPolicy).authorize('view')
    const filters = await readTaskFilters(request.qs())
    const can = {
      assign: await bouncer.with(HousekeepingPolicy).allows('assign'),
      update: await bouncer.with(HousekeepingPolicy).allows('update'),
      viewBookings: await bouncer.with(BookingPolicy).allows('view'),
    }
    const mine = filters.mine === '1' || (filters.mine === null && can.update && !can.assign)
    const today = appToday()
    const tasks = mine ? null : await listTasks(filters)
    return inertia.render('Hotel/Housekeeping/Index', {
      mine,
      today,
      rooms: mine ? [] : await boardRooms(today),
      tasks: tasks
        ? HousekeepingTaskTransformer.paginate(tasks.all(), tasks.getMeta()).useVariant('forBoard')
        : null,
      myTasks: mine
        ? HousekeepingTaskTransformer.transform(await myTasks(auth.user!.id, today)).useVariant(
            'forBoard'
          )
        : [],
      filters: { status: filters.status, kind: filters.kind, assignee: filters.assignee },
      housekeepers: await housekeepers(),
      kinds: [...TASK_KINDS],
      statuses: [...TASK_STATUSES],
      can,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    await bouncer.with(HousekeepingPolicy).authorize('assign')
    const data = await request.validateUsing(createTaskValidator, {
      messagesProvider: operationsMessages,
    })
    const task = await createHousekeepingTask(data, auditOf(ctx))
    session.flash('success', t('hotel.housekeeping.created', { id: task.id }))
    return response.redirect().withQs().back('/hotel/housekeeping')
  }

  async assign(ctx: HttpContext) {
    const { request, response, params, bouncer, session } = ctx
    const task = await findTask(params.id)
    await bouncer.with(HousekeepingPolicy).authorize('assign')
    const { assigneeId, lockVersion } = await request.validateUsing(assignTaskValidator, {
      messagesProvider: operationsMessages,
    })
    await assignHousekeepingTask(
      { taskId: task.id, assigneeId: assigneeId ?? null, lockVersion },
      auditOf(ctx)
    )
    session.flash('success', t('hotel.housekeeping.assigned', { id: task.id }))
    return response.redirect().withQs().back('/hotel/housekeeping')
  }

  async start(ctx: HttpContext) {
    const task = await this.#move(ctx, startHousekeepingTask)
    ctx.session.flash('success', t('hotel.housekeeping.started', { id: task.id }))
    return ctx.response.redirect().withQs().back('/hotel/housekeeping')
  }

  async finish(ctx: HttpContext) {
    const task = await this.#move(ctx, finishHousekeepingTask)
    ctx.session.flash('success', t('hotel.housekeeping.finished', { id: task.id }))
    return ctx.response.redirect().withQs().back('/hotel/housekeeping')
  }

  /** Starting and finishing: a worker's move, decided again under the task's lock. */
  async #move(ctx: HttpContext, move: typeof startHousekeepingTask) {
    const { request, params, bouncer } = ctx
    const task = await findTask(params.id)
    await bouncer.with(HousekeepingPolicy).authorize('update')
    const { lockVersion } = await request.validateUsing(moveTaskValidator, {
      messagesProvider: operationsMessages,
    })
    const supervises = await bouncer.with(HousekeepingPolicy).allows('assign')
    return move({ taskId: task.id, lockVersion, supervises }, auditOf(ctx))
  }
}
