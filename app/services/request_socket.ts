/*
| The real-time connection of the browser tab that sent the current request: the
| client sends its socket id as `X-Socket-ID` (inertia/lib/echo.ts), and broadcasts
| made while handling the request — after its commit included — leave that
| connection out, so the tab that made a change does not hear of it again.
*/
import { AsyncLocalStorage } from 'node:async_hooks'

/* Pusher socket ids are two numbers joined by a dot. */
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/

const storage = new AsyncLocalStorage<string>()

/** Runs `work` with the request's socket id, when the header holds a well-formed one. */
export function withRequestSocket<T>(header: string | undefined, work: () => T): T {
  return header && SOCKET_ID.test(header) ? storage.run(header, work) : work()
}

export function requestSocketId(): string | undefined {
  return storage.getStore()
}
