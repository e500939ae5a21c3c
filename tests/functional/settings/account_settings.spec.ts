import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/identity/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import { changePassword } from '#actions/identity/change_password'
import { InvalidInputError } from '#exceptions/domain_errors'
import { systemAudit } from '#services/audit_context'
import Event from '#models/events/event'

const NEW_PASSWORD = 'lantern-harbour-quince-71'
const sessionOf = (user: User) => ({ auth_security_stamp: user.securityStamp })

test.group('Settings: profile and password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.teardown(() => mail.restore())

  test('the profile page shows the signed-in user without any secret', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const response = await client
      .get('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .withInertia()
    response.assertInertiaComponent('Settings/Profile')
    const shared = response.inertiaProps.user
    assert.deepEqual(Object.keys(shared).sort(), [
      'email',
      'emailVerified',
      'fullName',
      'id',
      'initials',
      'twoFactorEnabled',
    ])
    assert.notInclude(JSON.stringify(response.inertiaProps), user.password)
  })

  test('changing the e-mail address makes it unverified and sends a new link', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { mails } = mail.fake()
    const response = await client
      .patch('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({ full_name: 'New Name', email: 'new-address@example.com' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/profile')
    await user.refresh()
    assert.equal(user.fullName, 'New Name')
    assert.equal(user.email, 'new-address@example.com')
    assert.isNull(user.emailVerifiedAt)
    mails.assertSent(VerifyEmailNotification)
  })

  test('keeping the same e-mail keeps it verified', async ({ client, assert }) => {
    const user = await createUser()
    await client
      .patch('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({ full_name: 'Renamed', email: user.email.toUpperCase() })
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('an e-mail already used by someone else is refused and nothing is written', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const other = await createUser()
    const response = await client
      .patch('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({ full_name: 'Changed', email: other.email })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { email: ['This email is already taken.'] })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, user.fullName)
  })

  test('a wrong current password is refused next to its field', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({
        current_password: 'not-my-password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      current_password: ['The password is incorrect.'],
    })
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.password, user.password)
  })

  test('a new password keeps this session and signs out the others', async ({ client, assert }) => {
    const user = await createUser()
    const oldSession = sessionOf(user)
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .withSession(oldSession)
      .form({
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/password')
    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await hash.verify(fresh.password, NEW_PASSWORD))
    response.assertSession('auth_security_stamp', fresh.securityStamp)

    const otherDevice = await client
      .get('/dashboard')
      .loginAs(fresh)
      .withSession(oldSession)
      .redirects(0)
    otherDevice.assertHeader('location', '/login')
    const thisDevice = await client
      .get('/dashboard')
      .loginAs(fresh)
      .withSession(sessionOf(fresh))
      .redirects(0)
    thisDevice.assertStatus(200)
  })

  test('deleting the account needs the password', async ({ client, assert }) => {
    const user = await createUser()
    const wrong = await client
      .delete('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({ password: 'nope-nope-nope' })
      .withCsrfToken()
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', { password: ['The password is incorrect.'] })
    assert.exists(await User.find(user.id))

    const right = await client
      .delete('/settings/profile')
      .loginAs(user)
      .withSession(sessionOf(user))
      .form({ password: FACTORY_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    right.assertHeader('location', '/')
    assert.isNull(await User.find(user.id))
  })

  test('a password change runs without a request: a wrong current one is refused on its field', async ({
    assert,
  }) => {
    const user = await createUser()
    const stamp = user.securityStamp
    const wrong = await changePassword(
      { user, currentPassword: 'not-the-password', password: NEW_PASSWORD },
      systemAudit(user)
    ).catch((error) => error)
    assert.instanceOf(wrong, InvalidInputError)
    assert.equal(wrong.field, 'current_password')
    assert.equal(user.securityStamp, stamp)

    await changePassword(
      { user, currentPassword: FACTORY_PASSWORD, password: NEW_PASSWORD },
      systemAudit(user)
    )
    assert.isTrue(await hash.verify((await User.findOrFail(user.id)).password, NEW_PASSWORD))
    const event = await Event.query()
      .where('type', 'auth.password.changed')
      .where('actor_id', user.id)
      .firstOrFail()
    assert.isNull(event.ip)
  })
})
