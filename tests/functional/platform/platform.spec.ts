import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/identity/user'
import { createUser } from '#tests/helpers/identity'

test.group('Platform', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET /up answers 200 when the database answers', async ({ client }) => {
    const response = await client.get('/up')
    response.assertStatus(200)
    response.assertBodyContains({ status: 'ok' })
  })

  test('the welcome page is public', async ({ client }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Welcome')
  })

  test('a form sent without its anti-forgery token gets "Page expired" (419) and writes nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .form({
        full_name: 'No Token',
        email: 'no-token@example.com',
        password: 'lantern-harbour-quince-71',
        password_confirmation: 'lantern-harbour-quince-71',
      })
      .header('accept', 'text/html')
      .redirects(0)
    response.assertStatus(419)
    assert.include(response.text(), 'Page expired')
    assert.isNull(await User.findBy('email', 'no-token@example.com'))
  })

  test('a wrong anti-forgery header is refused the same way', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .header('X-XSRF-TOKEN', 'forged-token')
      .form({
        current_password: 'x',
        password: 'lantern-harbour-quince-71',
        password_confirmation: 'lantern-harbour-quince-71',
      })
      .redirects(0)
    response.assertStatus(419)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.password, user.password)
  })

  test('an unknown address gets the styled 404 page', async ({ client, assert }) => {
    const response = await client.get('/no/such/page').header('accept', 'text/html')
    response.assertStatus(404)
    assert.include(response.text(), 'Page not found')
    assert.include(response.text(), '<title>Page not found - Posada</title>')
  })

  test('pages are served with the security headers', async ({ client, assert }) => {
    const response = await client.get('/login')
    assert.include(response.header('content-security-policy'), "frame-ancestors 'none'")
    assert.include(response.header('content-security-policy'), "default-src 'self'")
    response.assertHeader('x-frame-options', 'DENY')
    response.assertHeader('x-content-type-options', 'nosniff')
  })

  test('session and anti-forgery cookies: session HttpOnly, both SameSite=Lax', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login')
    const setCookie = ([] as string[]).concat(response.header('set-cookie') ?? [])
    const session = setCookie.find((cookie) => cookie.startsWith('posada-session='))
    const xsrf = setCookie.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    assert.exists(session)
    assert.match(session!, /HttpOnly/i)
    assert.match(session!, /SameSite=Lax/i)
    assert.match(xsrf!, /SameSite=Lax/i)
  })

  test('the page title is "<page name> - Posada" from the first byte', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login')
    assert.include(response.text(), '<title>Auth/Login - Posada</title>')
  })

  test('the appearance cookie puts the dark class on the first paint', async ({
    client,
    assert,
  }) => {
    const withAppearance = (value: string) => {
      const request = client.get('/login')
      request.cookiesJar.appearance = { name: 'appearance', value }
      return request
    }
    const dark = await withAppearance('dark')
    assert.match(dark.text(), /<html lang="en" class="dark" data-appearance="dark">/)
    const light = await withAppearance('light')
    assert.match(light.text(), /<html lang="en" class="" data-appearance="light">/)
    const bogus = await withAppearance('purple')
    assert.match(bogus.text(), /<html lang="en" class="" data-appearance="system">/)
  })

  test('the csrf token is in a meta tag for the real-time client', async ({ client, assert }) => {
    const response = await client.get('/login')
    assert.match(response.text(), /<meta name="csrf-token" content="[^"]+"/)
  })
})
