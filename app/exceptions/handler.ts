import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { t } from '#services/i18n'

const STATUS_PAGES = [403, 404, 419, 429, 500] as const
type StatusPage = (typeof STATUS_PAGES)[number]

/*
| PostgreSQL cannot compare the value with its column at all: an id in the path
| beyond `integer` (22003) or not a number (22P02). Such a value names no row,
| so the answer is 404, as for an id that does not exist. (Form fields never
| get this far: every validator bounds its numbers, tests/unit/platform/input_safety.)
*/
const NAMES_NOTHING = new Set(['22003', '22P02'])

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest
  /* Answered 404, so not logged as server errors. */
  protected ignoreCodes = [...NAMES_NOTHING]

  async handle(error: unknown, ctx: HttpContext) {
    const status = this.#statusOf(error)
    if (status && (status !== 500 || !this.debug)) {
      if (status === 500) await this.report(error, ctx)
      return this.#renderStatus(status, ctx)
    }
    return super.handle(error, ctx)
  }

  /*
  | A missing or wrong anti-forgery token is "419 Page expired", as users of
  | Laravel-style apps know it; the request is refused before any handler runs.
  */
  #statusOf(error: unknown): StatusPage | null {
    const { code, status } = (error ?? {}) as { code?: string; status?: number }
    if (code === 'E_BAD_CSRF_TOKEN') return 419
    if (code === 'E_VALIDATION_ERROR' || code === 'E_UNAUTHORIZED_ACCESS') return null
    if (code === 'E_TOO_MANY_REQUESTS') return null
    if (code && NAMES_NOTHING.has(code)) return 404
    const effective = status ?? 500
    return (STATUS_PAGES as readonly number[]).includes(effective)
      ? (effective as StatusPage)
      : null
  }

  async #renderStatus(status: StatusPage, ctx: HttpContext) {
    ctx.response.status(status)
    const title = t(`errors.${status}.title`)
    const text = t(`errors.${status}.text`)
    if (!ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.send({ status, message: title })
    }
    const html = await ctx.view.render('errors/status', {
      status,
      title,
      text,
      home: t('errors.back_home'),
    })
    return ctx.response.send(html)
  }
}
