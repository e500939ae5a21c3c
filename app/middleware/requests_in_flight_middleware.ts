import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| Counts the requests whose handling has not finished, so that a stopping server
| closes its database only after them: the HTTP server stops waiting for a request
| once its client has gone, but its handler may still be querying.
*/
let inFlight = 0
let settled: Array<() => void> = []

export function requestsSettled(timeoutMs: number) {
  if (inFlight === 0) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    settled.push(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

export default class RequestsInFlightMiddleware {
  async handle(_ctx: HttpContext, next: NextFn) {
    inFlight += 1
    try {
      return await next()
    } finally {
      inFlight -= 1
      if (inFlight === 0 && settled.length) {
        settled.forEach((resolve) => resolve())
        settled = []
      }
    }
  }
}
