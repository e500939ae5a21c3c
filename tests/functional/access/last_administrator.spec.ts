import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { refusalOf } from '#tests/helpers/refusals'
import { systemAudit } from '#services/audit_context'
import User from '#models/identity/user'
import Role from '#models/identity/role'
import { ADMINISTRATOR } from '#enums/identity/system_role'
import { updateUser } from '#actions/identity/update_user'
import { deactivateUser } from '#actions/identity/deactivate_user'
import { deleteUser } from '#actions/identity/delete_user'
import { syncPermissionCatalogue } from '#actions/identity/sync_permission_catalogue'
import { administrator, as, eventsOf, role, roleNamesOf, seedRoles } from './helpers.js'

/*
| Through the screens, only an Administrator can touch another Administrator
| and nobody can demote, deactivate or delete themselves, so the last active
| Administrator is normally out of reach. The actions still refuse on their
| own, under the Administrators' row lock: these tests call them directly, and
| the last group races two requests against each other.
*/
const refusal = refusalOf

/* An Administrator deactivated a moment ago: still holding the role, no longer counted. */
const formerAdministrator = () => administrator({ isActive: false })

test.group('The last active Administrator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())

  test('cannot be demoted', async ({ assert }) => {
    const last = await administrator()
    const actor = await formerAdministrator()
    const messages = await refusal(
      updateUser(
        {
          user: last,
          data: {
            full_name: last.fullName,
            email: last.email,
            roles: [(await role('Manager')).id],
          },
        },
        systemAudit(actor)
      )
    )
    assert.deepEqual(messages, [
      {
        field: 'roles',
        message:
          'This is the last active Administrator: the Administrator role cannot be taken away.',
        rule: 'server',
      },
    ] as any)
    assert.deepEqual(await roleNamesOf(last), [ADMINISTRATOR])
    assert.lengthOf(await eventsOf('users.role.changed'), 0)
  })

  test('cannot be deactivated, through the form or the button', async ({ assert }) => {
    const last = await administrator()
    const actor = await formerAdministrator()
    const viaForm = await refusal(
      updateUser(
        { user: last, data: { full_name: last.fullName, email: last.email, is_active: false } },
        systemAudit(actor)
      )
    )
    assert.equal(viaForm[0].message, 'The last active Administrator cannot be deactivated.')
    const viaButton = await refusal(deactivateUser({ user: last }, systemAudit(actor)))
    assert.equal(viaButton[0].message, 'The last active Administrator cannot be deactivated.')
    assert.isTrue((await User.findOrFail(last.id)).isActive)
    assert.lengthOf(await eventsOf('users.user.deactivated'), 0)
  })

  test('cannot be deleted', async ({ assert }) => {
    const last = await administrator()
    const actor = await formerAdministrator()
    const messages = await refusal(deleteUser({ user: last }, systemAudit(actor)))
    assert.equal(messages[0].message, 'The last active Administrator cannot be deleted.')
    assert.exists(await User.find(last.id))
    assert.lengthOf(await eventsOf('users.user.deleted'), 0)
  })

  test('with another active Administrator, each of these is allowed', async ({ assert }) => {
    const first = await administrator()
    const second = await administrator()
    await updateUser(
      {
        user: first,
        data: {
          full_name: first.fullName,
          email: first.email,
          roles: [(await role('Manager')).id],
        },
      },
      systemAudit(second)
    )
    assert.deepEqual(await roleNamesOf(first), ['Manager'])
    await assert.rejects(() => deactivateUser({ user: second }, systemAudit(first)))
  })
})

test.group('The last active Administrator under concurrency', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  /*
  | Outside the global transaction on purpose: the two requests must run in
  | their own transactions. Everything it commits is removed afterwards; the
  | activity log is append-only, so its cleanup lifts that trigger for the
  | length of its own transaction.
  */
  test('two Administrators deactivating each other at once leave one active', async ({
    client,
    assert,
    cleanup,
  }) => {
    const catalogueExisted = Boolean(await Role.query().first())
    await syncPermissionCatalogue()
    const stamp = Date.now()
    const adminRole = await Role.findByOrFail('name', ADMINISTRATOR)
    const [first, second] = await User.createMany([
      {
        fullName: 'Race One',
        email: `race-one-${stamp}@example.com`,
        password: 'race-password-one-1',
        emailVerifiedAt: DateTime.now(),
      },
      {
        fullName: 'Race Two',
        email: `race-two-${stamp}@example.com`,
        password: 'race-password-two-2',
        emailVerifiedAt: DateTime.now(),
      },
    ])
    await first.related('roles').attach([adminRole.id])
    await second.related('roles').attach([adminRole.id])
    const ids = [first.id, second.id]
    cleanup(() =>
      db.transaction(async (trx) => {
        await trx.rawQuery('ALTER TABLE events DISABLE TRIGGER events_append_only')
        await trx.from('events').whereIn('actor_id', ids).delete()
        await trx.rawQuery('ALTER TABLE events ENABLE TRIGGER events_append_only')
        await trx.from('user_roles').whereIn('user_id', ids).delete()
        await trx.from('users').whereIn('id', ids).delete()
        if (!catalogueExisted) {
          await trx.from('roles').delete()
          await trx.from('permissions').delete()
        }
      })
    )

    const responses = await Promise.all([
      as(client, first, 'post', `/users/${second.id}/deactivate`),
      as(client, second, 'post', `/users/${first.id}/deactivate`),
    ])
    const active = await User.query().whereIn('id', [first.id, second.id]).where('is_active', true)
    assert.lengthOf(active, 1)
    assert.lengthOf(
      responses.filter((response) => response.flashMessages().success),
      1
    )
  })
})
