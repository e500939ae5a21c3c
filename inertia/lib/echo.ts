/*
| The real-time client: laravel-echo (broadcaster `reverb`) over pusher-js, talking to
| Posada's own Pusher-protocol server. One connection per document, opened lazily for
| a signed-in user and closed when the user signs out (or another user signs in).
|
| Where to connect comes from the shared prop `realtime` (REVERB_HOST / REVERB_PORT /
| REVERB_SCHEME on the server), else from VITE_REVERB_* baked in at build time, else
| from the page's own address: the server shares the HTTP port, so development runs on
| plain ws://localhost:3333. In production the app sits behind a TLS proxy: the page is
| https, so the socket is wss with forceTLS on port 443 (the page's port), and the
| proxy must forward websocket upgrades under /app/ to the app.
|
| Every request to the app (Inertia visits, reloads and forms; fetch to the same
| origin) carries the connection's `X-Socket-ID`, so the server leaves this tab out
| of the broadcasts its own change causes (laravel-echo's interceptors cover axios,
| jQuery and Turbo only).
|
| The two libraries (about 25 kB gzip) are fetched when the first connection opens,
| after the page has drawn: nothing is subscribed before then, and the boards refetch
| once their channel is subscribed anyway.
*/
import { useEffect, useSyncExternalStore } from 'react'
import { http, router, usePage } from '@inertiajs/react'
import type Echo from 'laravel-echo'
import type Pusher from 'pusher-js'
import { urlFor } from '@/lib/routes'
import { importWhenOnline } from '@/lib/lazy-import'

export type RealtimeSettings = {
  key: string
  host: string | null
  port: number | null
  scheme: 'http' | 'https' | null
}
export type EchoClient = Echo<'reverb'>

/** Once nobody holds a channel any more, it is left after this delay, so a page change that keeps it does not resubscribe. */
const LEAVE_DELAY_MS = 3000

function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? ''
}

/** laravel-echo and pusher-js, fetched once, on the first connection. */
let libraries: Promise<{ Echo: typeof Echo; Pusher: typeof Pusher }> | null = null

function loadLibraries() {
  libraries ??= importWhenOnline(() =>
    Promise.all([import('laravel-echo'), import('pusher-js')])
  ).then(([echo, pusher]) => ({ Echo: echo.default, Pusher: pusher.default }))
  return libraries
}

function echoOptions(settings: RealtimeSettings, PusherClass: typeof Pusher) {
  const scheme =
    settings.scheme ??
    import.meta.env.VITE_REVERB_SCHEME ??
    window.location.protocol.replace(':', '')
  const host = settings.host ?? import.meta.env.VITE_REVERB_HOST ?? window.location.hostname
  const port = Number(
    settings.port ??
      import.meta.env.VITE_REVERB_PORT ??
      (window.location.port || (scheme === 'https' ? 443 : 80))
  )
  const headers = { 'X-CSRF-TOKEN': csrfToken(), 'Accept': 'application/json' }
  return {
    broadcaster: 'reverb' as const,
    Pusher: PusherClass,
    key: settings.key || import.meta.env.VITE_REVERB_APP_KEY,
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: scheme === 'https',
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    authEndpoint: urlFor('broadcasting.auth'),
    auth: { headers },
    userAuthentication: {
      endpoint: urlFor('broadcasting.user_auth'),
      transport: 'ajax' as const,
      headers,
    },
    namespace: 'App.Events',
  }
}

type Session = { userId: number; echo: EchoClient }

let session: Session | null = null
let opening: number | null = null
const sessionListeners = new Set<() => void>()
const holds = new Map<string, { count: number; timer?: ReturnType<typeof setTimeout> }>()

/*
| Who the current page belongs to, followed across visits. Signing out clears the
| session, and with it the secret the page's csrf-token was made from: after a sign-out
| without a full page load the meta tag is stale until it is fetched again.
*/
let pageUserId: number | null | undefined
let csrfTokenStale = false

router.on('navigate', (event) => {
  const userId = (event.detail.page.props as { user?: { id: number } | null }).user?.id ?? null
  if (pageUserId && userId !== pageUserId) csrfTokenStale = true
  pageUserId = userId
  /* Signing out, or in as someone else, ends this connection and its presence. */
  if (session && session.userId !== userId) disconnectEcho()
})

async function refreshCsrfToken() {
  const response = await fetch(urlFor('home'), {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
  })
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await response.text())?.[1]
  if (token) document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', token)
}

function notify() {
  sessionListeners.forEach((listener) => listener())
}

/** Opens the connection once the libraries are here, unless the page's user changed meanwhile. */
function open(userId: number, settings: RealtimeSettings) {
  opening = userId
  const ready = csrfTokenStale
    ? refreshCsrfToken().then(() => (csrfTokenStale = false))
    : Promise.resolve()
  Promise.allSettled([ready, loadLibraries()]).then(([, loaded]) => {
    if (opening !== userId) return
    opening = null
    if (loaded.status === 'rejected' || pageUserId !== userId || session) return
    const { Echo: EchoClass, Pusher: PusherClass } = loaded.value
    session = { userId, echo: new EchoClass(echoOptions(settings, PusherClass)) }
    notify()
  })
}

/** Opens the user's connection unless it is open (or opening) already. */
export function connectEcho(userId: number, settings: RealtimeSettings) {
  if (session?.userId === userId || opening === userId) return
  disconnectEcho()
  open(userId, settings)
}

export function disconnectEcho() {
  opening = null
  if (!session) return
  const { echo } = session
  session = null
  holds.forEach((hold) => clearTimeout(hold.timer))
  holds.clear()
  echo.disconnect()
  notify()
}

export function currentEcho() {
  return session?.echo ?? null
}

/** The connection's socket id once connected, else undefined. */
function socketId(): string | undefined {
  return session?.echo.socketId() || undefined
}

http.onRequest((config) => {
  const id = socketId()
  return id ? { ...config, headers: { ...config.headers, 'X-Socket-ID': id } } : config
})

const nativeFetch = window.fetch.bind(window)
window.fetch = (input, init) => {
  const id = socketId()
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
  if (!id || url.origin !== window.location.origin) return nativeFetch(input, init)
  const headers = new Headers(
    init?.headers ?? (input instanceof Request ? input.headers : undefined)
  )
  headers.set('X-Socket-ID', id)
  return nativeFetch(input, { ...init, headers })
}

/**
 * Keeps a channel (full name: `private-events`, `presence-staff`) subscribed while
 * anyone holds it; returns the release.
 */
export function holdChannel(echo: EchoClient, channel: string) {
  const hold = holds.get(channel) ?? { count: 0 }
  clearTimeout(hold.timer)
  hold.count += 1
  holds.set(channel, hold)
  let released = false
  return () => {
    if (released) return
    released = true
    hold.count -= 1
    /* A hold that is no longer registered belonged to a connection that has been closed since. */
    if (hold.count > 0 || holds.get(channel) !== hold) return
    hold.timer = setTimeout(() => {
      holds.delete(channel)
      echo.leaveChannel(channel)
    }, LEAVE_DELAY_MS)
  }
}

function subscribeToSession(listener: () => void) {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

/** The connection of the signed-in user (opened on first use), or null for a guest. */
export function useEcho(): EchoClient | null {
  const { user, realtime } = usePage<{ user: { id: number } | null; realtime?: RealtimeSettings }>()
    .props
  const current = useSyncExternalStore(
    subscribeToSession,
    () => session,
    () => null
  )
  const userId = user?.id
  useEffect(() => {
    if (pageUserId === undefined) pageUserId = userId ?? null
    if (userId !== undefined && realtime) connectEcho(userId, realtime)
  }, [userId, realtime])
  return current && current.userId === userId ? current.echo : null
}
