import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { t } from '#services/i18n'
import { INTEGER_MAX } from '#validators/fields'
import { fieldError } from '#exceptions/field_error'
import { OUT_OF_RANGE_CODES } from '#exceptions/out_of_range'
import {
  ConflictError,
  DomainError,
  InvalidInputError,
  NotAllowedError,
  StaleEditError,
} from '#exceptions/domain_errors'
import { wantsJson } from '#services/wants_json'
import { outageOf, RETRY_AFTER_SECONDS, type Outage } from '#services/outages'

const STATUS_PAGES = [403, 404, 419, 429, 500] as const
type StatusPage = (typeof STATUS_PAGES)[number]

/*
| PostgreSQL cannot compare the value with its column at all: an id in the path
| beyond `integer` (22003) or not a number (22P02). Such a value names no row,
| so the answer is 404, as for an id that does not exist. (Form fields never
| get this far: every validator bounds its numbers, tests/unit/platform/input_safety.)
*/
const NAMES_NOTHING = new Set(['22003', '22P02'])

/*
| A value the database cannot hold: a number beyond its column (22003, numeric
| value out of range) or a date beyond its type (22008, datetime field
| overflow). Validators bound every field, so this is the last word for a
| computed value (a stock value, a total): the request is refused with a
| message and nothing is written (the action's transaction rolled back). An id
| in the path that no row can have still answers 404.
*/
const OUT_OF_RANGE = OUT_OF_RANGE_CODES

/* An action's refusals are answers, not faults: never logged as errors. */
const REFUSAL_CODES = [ConflictError, StaleEditError, NotAllowedError, InvalidInputError].map(
  (kind) => kind.code
)

/** A path parameter PostgreSQL cannot read as an `integer` id. */
function pathNamesNothing(ctx: HttpContext) {
  return Object.values(ctx.params ?? {}).some(
    (value) => !/^\d{1,10}$/.test(String(value)) || Number(value) > INTEGER_MAX
  )
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest
  /* Answered 404, so not logged as server errors. */
  protected ignoreCodes = [...NAMES_NOTHING, ...OUT_OF_RANGE, ...REFUSAL_CODES]

  /* A service away for a moment is no fault of the code: one warning, no stack. */
  async report(error: unknown, ctx: HttpContext) {
    const outage = outageOf(error)
    if (!outage) return super.report(error, ctx)
    const reason = (error as { message?: unknown } | null)?.message
    ctx.logger.warn({ outage, reason }, 'service unavailable: answered 503')
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof DomainError) return this.#refused(error, ctx)
    const outage = outageOf(error)
    if (outage) return this.#unavailable(outage, ctx)
    const code = (error as { code?: string } | null)?.code
    if (code && OUT_OF_RANGE.has(code) && !pathNamesNothing(ctx)) return this.#outOfRange(ctx)
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

  /*
  | An action's refusal (app/exceptions/domain_errors.ts). A JSON client gets
  | its status and a body it can read; a page gets the message under the
  | field it names, as any validation error, or else as the flash, and goes
  | back to where it was.
  */
  async #refused(error: DomainError, ctx: HttpContext) {
    if (wantsJson(ctx)) {
      const field = error.field
      return ctx.response.status(error.status).send({
        status: error.status,
        code: error.code,
        message: error.message,
        field,
        errors: field ? [{ field, message: error.message }] : [],
      })
    }
    if (error.field) return super.handle(fieldError(error.field, error.message), ctx)
    ctx.session?.flash('error', error.message)
    return ctx.response.redirect().back()
  }

  /*
  | A form gets the message as the page's flash and under `form`, like any
  | refused field; a page asked for with GET, a 400 page saying so.
  */
  async #outOfRange(ctx: HttpContext) {
    const message = t('errors.out_of_range')
    if (!['GET', 'HEAD'].includes(ctx.request.method())) {
      ctx.session?.flash('error', message)
      return super.handle(fieldError('form', message), ctx)
    }
    ctx.response.status(400)
    if (wantsJson(ctx)) {
      return ctx.response.send({ status: 400, message })
    }
    const html = await ctx.view.render('errors/status', {
      status: 400,
      title: t('errors.out_of_range_title'),
      text: message,
      home: t('errors.back_home'),
    })
    return ctx.response.send(html)
  }

  /*
  | The database or Redis is away for a moment (app/services/outages.ts): 503
  | with Retry-After, and a message that says whether the change was saved. It
  | was not, unless the connection went away during COMMIT: then nobody knows,
  | and the message says so rather than invite a second copy.
  */
  async #unavailable(outage: Outage, ctx: HttpContext) {
    ctx.response.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS))
    const title = t('errors.503.title')
    const text = t(`errors.503.${outage}`)
    if (wantsJson(ctx)) return ctx.response.send({ status: 503, message: text })
    const html = await ctx.view.render('errors/status', {
      status: 503,
      title,
      text,
      home: t('errors.back_home'),
    })
    return ctx.response.send(html)
  }

  async #renderStatus(status: StatusPage, ctx: HttpContext) {
    ctx.response.status(status)
    const title = t(`errors.${status}.title`)
    const text = t(`errors.${status}.text`)
    if (wantsJson(ctx)) {
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
