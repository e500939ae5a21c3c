import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Role from '#models/identity/role'
import User from '#models/identity/user'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { recordEvent, userSubject } from '#services/record_event'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'

async function createAuditor() {
  await syncPermissionCatalogue()
  const user = await createUser({ fullName: 'Ana Auditor' })
  const manager = await Role.findByOrFail('name', 'Manager')
  await user.related('roles').attach([manager.id])
  return user
}

const latest = (type: string) => db.from('events').where('type', type).orderBy('id', 'desc').first()

test.group('Activity log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('the database refuses to update or delete an event', async ({ assert }) => {
    const user = await createUser()
    const event = await recordEvent(null, {
      type: 'users.user.updated',
      actor: user,
      subject: userSubject(user),
    })
    await assert.rejects(
      () =>
        db.transaction((trx) =>
          trx.rawQuery('UPDATE events SET type = ? WHERE id = ?', ['tampered', event.id])
        ),
      /append-only/
    )
    await assert.rejects(
      () => db.transaction((trx) => trx.rawQuery('DELETE FROM events WHERE id = ?', [event.id])),
      /append-only/
    )
    assert.equal(
      (await db.from('events').where('id', event.id).firstOrFail()).type,
      'users.user.updated'
    )
  })

  test('sign-in success and failure are recorded with IP and browser', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await client
      .post('/login')
      .form({ email: user.email, password: 'wrong-password-1' })
      .header('user-agent', 'ProbeBrowser/1.0')
      .withCsrfToken()
      .redirects(0)
    const failed = await latest('auth.login.failed')
    assert.equal(failed.actor_label, user.email)
    assert.isNull(failed.actor_id)
    assert.equal(failed.user_agent, 'ProbeBrowser/1.0')
    assert.isString(failed.ip)

    await client
      .post('/login')
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    const succeeded = await latest('auth.login.succeeded')
    assert.equal(succeeded.actor_id, user.id)
    assert.equal(succeeded.subject_id, String(user.id))
  })

  test('a profile change records the fields that changed, before and after', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ fullName: 'Old Name' })
    await client
      .patch('/settings/profile')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .form({ full_name: 'New Name', email: user.email })
      .withCsrfToken()
      .redirects(0)
    const event = await latest('users.user.updated')
    assert.deepEqual(event.changes, {
      before: { fullName: 'Old Name' },
      after: { fullName: 'New Name' },
    })
  })

  test('a change that fails writes neither the change nor its event', async ({ assert }) => {
    const user = await createUser()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await User.query({ client: trx }).where('id', user.id).update({ full_name: 'Never Saved' })
        await recordEvent(trx, {
          type: 'users.user.updated',
          actor: user,
          subject: userSubject(user),
        })
        throw new Error('boom')
      })
    )
    assert.isNull(await latest('users.user.updated'))
    assert.notEqual((await User.findOrFail(user.id)).fullName, 'Never Saved')
  })

  test('the Events index lists newest first and filters through the query string', async ({
    client,
    assert,
  }) => {
    const auditor = await createAuditor()
    const other = await createUser({ fullName: 'Otto Other' })
    await recordEvent(null, { type: 'auth.logout', actor: other, subject: userSubject(other) })
    await recordEvent(null, {
      type: 'users.user.updated',
      actor: auditor,
      subject: userSubject(auditor),
    })

    const all = await client
      .get('/events')
      .loginAs(auditor)
      .withSession({ auth_security_stamp: auditor.securityStamp })
      .withInertia()
    all.assertInertiaComponent('Events/Index')
    assert.equal(all.inertiaProps.events[0].type, 'users.user.updated')

    const filtered = await client
      .get(`/events?type=auth.logout&actor=${other.id}`)
      .loginAs(auditor)
      .withSession({ auth_security_stamp: auditor.securityStamp })
      .withInertia()
    assert.deepEqual(
      filtered.inertiaProps.events.map((event: { type: string }) => event.type),
      ['auth.logout']
    )
    assert.equal(filtered.inertiaProps.filters.actor, String(other.id))
  })

  test('a bad filter is refused with a message, not a server error', async ({ client }) => {
    const auditor = await createAuditor()
    const response = await client
      .get('/events?from=2026-05-10&to=2026-05-01')
      .loginAs(auditor)
      .withSession({ auth_security_stamp: auditor.securityStamp })
      .header('referer', '/events')
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      to: ['The to field must be a date after or same as from'],
    })
  })

  test('Events Show gives the details and a field diff, in words', async ({ client, assert }) => {
    const auditor = await createAuditor()
    const event = await recordEvent(null, {
      type: 'users.user.updated',
      actor: auditor,
      subject: userSubject(auditor),
      before: { fullName: 'A', email: 'same@example.com' },
      after: { fullName: 'B', email: 'same@example.com' },
    })
    const response = await client
      .get(`/events/${event.id}`)
      .loginAs(auditor)
      .withSession({ auth_security_stamp: auditor.securityStamp })
      .withInertia()
    response.assertInertiaComponent('Events/Show')
    assert.equal(response.inertiaProps.event.typeLabel, 'User changed')
    assert.deepEqual(response.inertiaProps.event.changes, [
      { field: 'fullName', label: 'Full name', before: 'A', after: 'B' },
    ])
  })

  test('a user without events.view gets 403 on the log', async ({ client }) => {
    const user = await createUser()
    const response = await client
      .get('/events')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .header('accept', 'text/html')
    response.assertStatus(403)
  })
})
