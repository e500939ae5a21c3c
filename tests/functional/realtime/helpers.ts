/*
| Real-time test kit: users holding a seeded role, and real pusher-js / laravel-echo
| clients connected to the websocket of the server the suite started.
*/
import type { ApiClient } from '@japa/api-client'
import Echo from 'laravel-echo'
import PusherModule from 'pusher-js'
import env from '#start/env'
import Role from '#models/identity/role'
import type User from '#models/identity/user'
import { realtimeApp } from '#config/realtime'
import { signChannelAuth } from '#realtime/index'
import { createUser } from '#tests/helpers/identity'

/** pusher-js's Node entry is CommonJS; its typings describe the ESM default. */
export const Pusher = PusherModule as unknown as typeof PusherModule.default
export type PusherClient = InstanceType<typeof Pusher>

export const port = () => env.get('PORT') ?? 3334

/** What a real sign-in leaves in the session; without it the account-state middleware signs the user out. */
export function sessionOf(user: User) {
  return { auth_security_stamp: user.securityStamp }
}

/** A user holding one of the seeded roles (run syncPermissionCatalogue() first). */
export async function userWithRole(role: string, overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const seeded = await Role.findByOrFail('name', role)
  await user.related('roles').attach([seeded.id])
  return user
}

type Authorize = (
  socketId: string,
  channel: string
) => Promise<{ auth: string; channel_data?: string }>

/** Channel authorisation as the browser does it: POST /broadcasting/auth in the user's session. */
export function throughTheApp(client: ApiClient, user: User): Authorize {
  return async (socketId, channel) => {
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .header('accept', 'application/json')
      .form({ socket_id: socketId, channel_name: channel })
    if (response.status() !== 200)
      throw new Error(`Channel authorisation refused: ${response.status()}`)
    return response.body()
  }
}

/** Signs private channels directly with the app secret, for tests about something else than authorisation. */
export const signedDirectly: Authorize = async (socketId, channel) => ({
  auth: signChannelAuth(realtimeApp, socketId, channel),
})

function connectionOptions(authorize: Authorize) {
  return {
    key: realtimeApp.key,
    cluster: '',
    wsHost: 'localhost',
    wsPort: port(),
    forceTLS: false,
    enabledTransports: ['ws' as const],
    channelAuthorization: {
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (
          error: Error | null,
          data: { auth: string; channel_data?: string } | null
        ) => void
      ) => {
        authorize(socketId, channelName).then(
          (data) => callback(null, data),
          (error: Error) => callback(error, null)
        )
      },
    },
  }
}

/** Everything a test opens is closed after it, whatever its outcome. */
export function realtimeClients(cleanup: (handler: () => void) => void) {
  const opened: Array<{ disconnect(): void }> = []
  cleanup(() => opened.forEach((client) => client.disconnect()))
  return {
    pusher(authorize: Authorize = signedDirectly): PusherClient {
      const { key, ...options } = connectionOptions(authorize)
      const client = new Pusher(key, options)
      opened.push(client)
      return client
    },
    /** laravel-echo as the browser configures it (broadcaster reverb, namespace App.Events). */
    echo(authorize: Authorize): Echo<'reverb'> {
      const echo = new Echo({
        broadcaster: 'reverb',
        client: new Pusher(realtimeApp.key, connectionOptions(authorize)),
        namespace: 'App.Events',
      })
      opened.push(echo)
      return echo
    },
  }
}

type Emitter = {
  bind(event: string, callback: (...args: any[]) => void): unknown
  unbind(event: string, callback: (...args: any[]) => void): unknown
}

/** The data of the next `event` a pusher-js channel or connection emits. */
export function nextEvent<T = any>(emitter: Emitter, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.unbind(event, listener)
      reject(new Error(`Timed out waiting for ${event}`))
    }, timeoutMs)
    const listener = (data: T) => {
      clearTimeout(timer)
      emitter.unbind(event, listener)
      resolve(data)
    }
    emitter.bind(event, listener)
  })
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
