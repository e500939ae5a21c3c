import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { withRequestSocket } from '#services/request_socket'

/** Broadcasts made while handling this request leave out the tab that sent it (X-Socket-ID). */
export default class SocketIdMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return withRequestSocket(ctx.request.header('x-socket-id'), next)
  }
}
