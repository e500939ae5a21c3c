/*
| How sessions are kept, around the configured store (database, Redis, memory):
|
| - A visitor who has not signed in holds nothing but the anti-forgery secret. That
|   session lives in an encrypted, httpOnly cookie bound to the session id (it
|   cannot be read, forged or moved to another session), not in the store, so an
|   anonymous page view writes nothing. As soon as the session holds anything else
|   (signing in, a flash message) it moves to the store, with the same secret, and
|   the cookie is cleared; when it is back to the secret alone it moves out again.
| - The store's expiry is extended at most once a minute per session and process:
|   a session still ends after `age` without requests, give or take that minute,
|   and a signed-in page view does not also write to the store every time.
| - Saving the session happens after the request's work is done. When the store is
|   away at that moment (Redis stopped), the failure is logged and the response
|   stands: a change that was saved must not answer 500, or the user would send
|   it again. What is lost is what the session would have carried (a flash
|   message, a new sign-in); reading a session from a store that is away fails
|   the request with 503 (app/services/outages.ts).
*/
import string from '@adonisjs/core/helpers/string'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import type {
  SessionConfig,
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'

export const VISITOR_COOKIE = 'posada-visitor'
/** What an anonymous session may hold and still live in the visitor cookie. */
const VISITOR_KEYS = new Set(['csrf-secret'])
/** The visitor cookie is renewed at most this often, and so is the store's expiry. */
const REFRESH_MS = 60_000
const TRACKED_SESSIONS = 10_000

type VisitorCookie = { id: string; values: SessionData; at: number }

/** When this process last extended each session's expiry (oldest first). */
const extended = new Map<string, number>()

function markExtended(sessionId: string) {
  extended.delete(sessionId)
  extended.set(sessionId, Date.now())
  if (extended.size > TRACKED_SESSIONS) extended.delete(extended.keys().next().value!)
}

function anonymous(values: SessionData) {
  const keys = Object.keys(values)
  return keys.length > 0 && keys.every((key) => VISITOR_KEYS.has(key))
}

/** Runs a write to the store after the request's work; false (and logged) when it failed. */
async function saved(write: () => unknown) {
  try {
    await write()
    return true
  } catch (error) {
    logger.warn({ err: error }, 'the session could not be saved; the response stands')
    return false
  }
}

class SessionStore implements SessionStoreWithTaggingContract {
  #source: 'visitor' | 'store' | null = null
  #readId: string | null = null
  #visitor: VisitorCookie | null = null
  #ageMs: number

  constructor(
    protected inner: SessionStoreContract,
    protected ctx: HttpContext,
    protected config: SessionConfig
  ) {
    this.#ageMs = string.seconds.parse(config.age) * 1000
  }

  async read(sessionId: string) {
    this.#readId = sessionId
    const visitor = this.ctx.request.encryptedCookie(VISITOR_COOKIE) as VisitorCookie | null
    if (visitor?.id === sessionId && Date.now() - visitor.at < this.#ageMs) {
      this.#source = 'visitor'
      this.#visitor = visitor
      return visitor.values
    }
    const values = await this.inner.read(sessionId)
    this.#source = values ? 'store' : null
    return values
  }

  async write(sessionId: string, values: SessionData) {
    if (anonymous(values)) {
      /* Back to the secret alone (a flash message was read): the stored copy goes. */
      if (this.#source === 'store' && sessionId === this.#readId) await this.destroy(sessionId)
      this.#setVisitorCookie({ id: sessionId, values, at: Date.now() })
      return
    }
    if (!(await saved(() => this.inner.write(sessionId, values)))) return
    markExtended(sessionId)
    if (this.ctx.request.cookiesList()[VISITOR_COOKIE] !== undefined) this.#clearVisitorCookie()
  }

  async destroy(sessionId: string) {
    extended.delete(sessionId)
    if (this.#source === 'visitor') this.#clearVisitorCookie()
    else await this.inner.destroy(sessionId)
  }

  async touch(sessionId: string) {
    if (this.#source === 'visitor') {
      if (Date.now() - this.#visitor!.at >= REFRESH_MS)
        this.#setVisitorCookie({ ...this.#visitor!, at: Date.now() })
      return
    }
    const last = extended.get(sessionId)
    if (last !== undefined && Date.now() - last < REFRESH_MS) return
    if (await saved(() => this.inner.touch(sessionId))) markExtended(sessionId)
  }

  tag(sessionId: string, userId: string) {
    return (this.inner as SessionStoreWithTaggingContract).tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string) {
    return (this.inner as SessionStoreWithTaggingContract).untag(sessionId, userId)
  }

  tagged(userId: string) {
    return (this.inner as SessionStoreWithTaggingContract).tagged(userId)
  }

  /* One Set-Cookie per request for the visitor cookie: a later decision replaces an earlier one. */
  #replaceVisitorCookie(set: () => void) {
    const lines = [this.ctx.response.getHeader('set-cookie') ?? []].flat().map(String)
    const others = lines.filter((line) => !line.startsWith(`${VISITOR_COOKIE}=`))
    if (others.length !== lines.length) {
      if (others.length) this.ctx.response.header('set-cookie', others)
      else this.ctx.response.removeHeader('set-cookie')
    }
    set()
  }

  #setVisitorCookie(cookie: VisitorCookie) {
    this.#replaceVisitorCookie(() =>
      this.ctx.response.encryptedCookie(VISITOR_COOKIE, cookie, this.config.cookie)
    )
  }

  #clearVisitorCookie() {
    this.#replaceVisitorCookie(() =>
      this.ctx.response.clearCookie(VISITOR_COOKIE, this.config.cookie)
    )
  }
}

/**
 * Wraps a resolved store factory. Without a request (the test client writing a
 * session directly) the store is used as it is.
 */
export function keptSessions(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const inner = factory(ctx, config)
    return ctx ? new SessionStore(inner, ctx, config) : inner
  }
}
