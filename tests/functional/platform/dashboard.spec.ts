import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Role from '#models/identity/role'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { createUser } from '#tests/helpers/identity'
import { recordEvent } from '#services/record_event'
import { eventAreaLabel, eventTypeLabel } from '#transformers/events/event_fields'

test.group('Dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a registered user with no role sees the "waiting for access" dashboard and no permissions', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const response = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .withInertia()
    response.assertInertiaComponent('Dashboard')
    assert.isTrue(response.inertiaProps.waitingForAccess)
    assert.isNull(response.inertiaProps.recentEvents)
    assert.deepEqual(response.inertiaProps.permissions, [])
  })

  test('a housekeeper sees their permissions but not the activity log', async ({
    client,
    assert,
  }) => {
    await syncPermissionCatalogue()
    const user = await createUser()
    await user.related('roles').attach([(await Role.findByOrFail('name', 'Housekeeper')).id])
    const response = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ auth_security_stamp: user.securityStamp })
      .withInertia()
    assert.isFalse(response.inertiaProps.waitingForAccess)
    assert.isNull(response.inertiaProps.recentEvents)
    assert.sameMembers(response.inertiaProps.permissions, [
      'hotel.housekeeping.view',
      'hotel.housekeeping.update',
      'hotel.rooms.view',
    ])
  })

  test('an Administrator holds every permission and sees recent events', async ({
    client,
    assert,
  }) => {
    await syncPermissionCatalogue()
    const admin = await createUser()
    await admin.related('roles').attach([(await Role.findByOrFail('name', 'Administrator')).id])
    const event = await recordEvent(null, {
      type: 'auth.login.succeeded',
      actor: admin,
      subject: { type: 'user', id: admin.id, label: admin.email },
      before: { note: 'before' },
      after: { note: 'after' },
    })
    const response = await client
      .get('/dashboard')
      .loginAs(admin)
      .withSession({ auth_security_stamp: admin.securityStamp })
      .withInertia()
    assert.includeMembers(response.inertiaProps.permissions, [
      'users.manage',
      'events.view',
      'inventory.purchase_orders.receive',
    ])
    /* A line of the list, in words, with the actor's current name; no changes or details. */
    assert.deepEqual(response.inertiaProps.recentEvents[0], {
      id: event.id,
      type: 'auth.login.succeeded',
      typeLabel: eventTypeLabel('auth.login.succeeded'),
      area: 'auth',
      areaLabel: eventAreaLabel('auth'),
      actorId: admin.id,
      actorLabel: admin.fullName,
      subjectType: 'user',
      subjectId: String(admin.id),
      subjectLabel: admin.email,
      createdAt: DateTime.fromISO(event.createdAt).toISO(),
    })
  })
})
