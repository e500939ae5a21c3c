import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import { cspFactory } from '@adonisjs/shield/guards'
import shieldConfig from '#config/shield'
import PagesController from '#controllers/pages_controller'
import { createUser } from '#tests/helpers/identity'
import { as } from '#tests/functional/access/helpers'

/* What every answer carries, whoever answers it (config/shield.ts). */
function assertSecurityHeaders(assert: Assert, response: ApiResponse, what: string) {
  const csp = response.header('content-security-policy') ?? ''
  assert.include(csp, "default-src 'self'", what)
  assert.include(csp, "frame-ancestors 'none'", what)
  assert.equal(response.header('x-frame-options'), 'DENY', what)
  assert.equal(response.header('x-content-type-options'), 'nosniff', what)
  assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin', what)
}

test.group('Security headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page carries CSP, frame protection, nosniff and the referrer policy', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login')
    response.assertStatus(200)
    assertSecurityHeaders(assert, response, 'page')
  })

  test('the CSP is what Shield writes, with a nonce of its own for every answer, the one the page uses', async ({
    client,
    assert,
  }) => {
    const shield = cspFactory(shieldConfig.csp)
    let expected = ''
    const setHeader = (_name: string, value: string) => (expected = value)
    const probe = { response: { request: {}, response: { setHeader } } }
    const answers = [await client.get('/login'), await client.get('/login')]
    const nonces = answers.map((answer) => {
      const csp = answer.header('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]
      assert.match(nonce, /^[\w-]{16}$/)
      assert.include(answer.text(), `nonce="${nonce}"`)
      /* What Shield itself writes for that nonce. */
      void shield(probe as unknown as Parameters<typeof shield>[0])
      const { nonce: shieldNonce } = probe.response as { nonce?: string }
      assert.equal(csp, expected.replace(shieldNonce!, nonce))
      return nonce
    })
    assert.notEqual(nonces[0], nonces[1])
  })

  test('404, 419 and 500 pages carry them too, and their inline script has the nonce', async ({
    client,
    assert,
    cleanup,
  }) => {
    const missing = await client.get('/no/such/page').header('accept', 'text/html')
    missing.assertStatus(404)
    assertSecurityHeaders(assert, missing, '404')
    const nonce = /'nonce-([^']+)'/.exec(missing.header('content-security-policy') ?? '')![1]
    assert.include(missing.text(), `<script nonce="${nonce}">`)

    const expired = await client
      .post('/login')
      .form({ email: 'someone@example.com', password: 'whatever' })
      .header('accept', 'text/html')
      .redirects(0)
    expired.assertStatus(419)
    assertSecurityHeaders(assert, expired, '419')

    const welcome = PagesController.prototype.welcome
    PagesController.prototype.welcome = () => {
      throw new Error('the welcome page broke')
    }
    cleanup(() => {
      PagesController.prototype.welcome = welcome
    })
    const broken = await client.get('/').header('accept', 'text/html')
    broken.assertStatus(500)
    assert.include(broken.text(), 'Server error')
    assertSecurityHeaders(assert, broken, '500')
  })

  test('files of public/ and assets carry them and keep their long caching', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const favicon = await as(client, user, 'get', '/favicon.svg')
    favicon.assertStatus(200)
    assertSecurityHeaders(assert, favicon, 'public file')
    assert.include(favicon.header('cache-control'), 'max-age=31536000')
    assert.notInclude(favicon.header('cache-control'), 'no-store')

    /* In development and tests Vite serves the assets a build would put in public/assets. */
    const asset = await client.get('/inertia/app.tsx')
    asset.assertStatus(200)
    assertSecurityHeaders(assert, asset, 'asset')
  })

  test('GET /up, answered before everything else, carries nosniff', async ({ client }) => {
    const response = await client.get('/up')
    response.assertStatus(200)
    response.assertHeader('x-content-type-options', 'nosniff')
  })

  test('HSTS only on a secure request, never over plain http', async ({ client, assert }) => {
    const plain = await client.get('/login')
    assert.isUndefined(plain.header('strict-transport-security'))
    const plainMissing = await client.get('/no/such/page')
    assert.isUndefined(plainMissing.header('strict-transport-security'))

    /* The test server trusts loopback as its proxy (TRUST_PROXY=loopback in .env.test). */
    const secure = await client.get('/login').header('x-forwarded-proto', 'https')
    assert.equal(secure.header('strict-transport-security'), 'max-age=15552000')
    const secureFile = await client.get('/favicon.svg').header('x-forwarded-proto', 'https')
    assert.equal(secureFile.header('strict-transport-security'), 'max-age=15552000')
  })

  test('signed-in pages and Inertia answers are not stored; signed-out ones may be', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const html = await as(client, user, 'get', '/dashboard')
    html.assertStatus(200)
    assert.equal(html.header('cache-control'), 'no-store')

    const inertia = await as(client, user, 'get', '/dashboard').withInertia()
    inertia.assertStatus(200)
    assert.equal(inertia.header('content-type')?.split(';')[0], 'application/json')
    assert.equal(inertia.header('cache-control'), 'no-store')

    const signedOut = await client.get('/login')
    assert.notInclude(signedOut.header('cache-control') ?? '', 'no-store')
  })
})
