import { execFile } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import env from '#start/env'
import User from '#models/identity/user'
import { realtimeApp } from '#config/realtime'
import { ChannelRules } from '#services/realtime'

function user(id: number) {
  return Object.assign(new User(), { id, fullName: 'Rosa Reyes', isActive: true })
}

test.group('Realtime | channel rules of the web app', () => {
  test('a {param} matches exactly one dot-free segment and is handed to the check', async ({
    assert,
  }) => {
    const rules = new ChannelRules()
    const seen: string[] = []
    rules.private('restaurant.kitchen.{station}', (_user, { station }) => {
      seen.push(station)
      return true
    })
    assert.deepEqual(await rules.authorize(user(1), 'private-restaurant.kitchen.grill'), {
      allowed: true,
    })
    assert.deepEqual(await rules.authorize(user(1), 'private-restaurant.kitchen.grill.extra'), {
      allowed: false,
    })
    assert.deepEqual(await rules.authorize(user(1), 'private-restaurant.kitchen.'), {
      allowed: false,
    })
    assert.deepEqual(seen, ['grill'])
  })

  test('private and presence rules only answer for their own prefix; anything else is refused', async ({
    assert,
  }) => {
    const rules = new ChannelRules()
    rules.private('events', () => true)
    rules.presence('staff', (member) => ({ id: member.id }))
    assert.isTrue((await rules.authorize(user(1), 'private-events')).allowed)
    assert.isFalse((await rules.authorize(user(1), 'presence-events')).allowed)
    assert.isFalse((await rules.authorize(user(1), 'events')).allowed)
    assert.isFalse((await rules.authorize(user(1), 'private-staff')).allowed)
    assert.deepEqual(await rules.authorize(user(7), 'presence-staff'), {
      allowed: true,
      presence: { userId: '7', info: { id: 7 } },
    })
  })

  test('dots in a rule are literal', async ({ assert }) => {
    const rules = new ChannelRules()
    rules.private('hotel.rooms', () => true)
    assert.isFalse((await rules.authorize(user(1), 'private-hotelxrooms')).allowed)
  })

  test('without REVERB_* the credentials are derived from APP_KEY, so every process agrees on them', ({
    assert,
  }) => {
    if (env.get('REVERB_APP_KEY')) return
    const expected = createHmac('sha256', env.get('APP_KEY').release())
      .update('posada.realtime.app_key')
      .digest('hex')
      .slice(0, 20)
    assert.equal(realtimeApp.key, expected)
    assert.match(realtimeApp.id, /^\d{6}$/)
    assert.lengthOf(realtimeApp.secret, 40)
    assert.notEqual(realtimeApp.secret.slice(0, 20), realtimeApp.key)
  })

  test('client events are off unless REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM=members; "all" stops the start', async ({
    assert,
  }) => {
    if (env.get('REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM') === undefined) {
      assert.isFalse(realtimeApp.clientEvents)
    }
    const start = (value: string) =>
      promisify(execFile)(
        process.execPath,
        ['--import=@poppinss/ts-exec', '--input-type=module', '-e', "await import('#start/env')"],
        {
          cwd: fileURLToPath(new URL('../../../', import.meta.url)),
          env: { ...process.env, NODE_ENV: 'test', REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM: value },
        }
      )
    await start('members')
    const refused = await start('all').then(
      () => assert.fail('REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM=all was accepted'),
      (error: { code: number; stderr: string }) => error
    )
    assert.equal(refused.code, 1)
    assert.include(
      refused.stderr,
      '"REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM" env variable must be one of "none,members"'
    )
  })
})
