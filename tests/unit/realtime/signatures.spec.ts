import { test } from '@japa/runner'
import {
  signChannelAuth,
  signUserAuth,
  verifyApiRequest,
  verifyChannelAuth,
  verifyUserAuth,
} from '../../../app/realtime/signatures.js'
import { hmac } from './helpers.js'

/** The credentials of the worked examples in Pusher's "auth signatures" and HTTP API docs. */
const DOCS_APP = { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' }

test.group('Realtime | signatures', () => {
  test('channel auth matches the Pusher documentation examples', ({ assert }) => {
    assert.equal(
      signChannelAuth(DOCS_APP, '1234.1234', 'private-foobar'),
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4'
    )
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}'
    const presence = signChannelAuth(DOCS_APP, '1234.1234', 'presence-foobar', channelData)
    assert.equal(
      presence,
      '278d425bdf160c739803:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80'
    )
    assert.isTrue(
      verifyChannelAuth(DOCS_APP, '1234.1234', 'presence-foobar', presence, channelData)
    )
    assert.isFalse(
      verifyChannelAuth(DOCS_APP, '1234.1234', 'presence-foobar', presence, '{"user_id":11}'),
      'channel_data is part of the signature'
    )
  })

  test('channel auth refuses other sockets, channels, keys and malformed strings', ({ assert }) => {
    const auth = signChannelAuth(DOCS_APP, '1.2', 'private-a')
    assert.isTrue(verifyChannelAuth(DOCS_APP, '1.2', 'private-a', auth))
    assert.isFalse(verifyChannelAuth(DOCS_APP, '1.3', 'private-a', auth))
    assert.isFalse(verifyChannelAuth(DOCS_APP, '1.2', 'private-b', auth))
    assert.isFalse(verifyChannelAuth({ ...DOCS_APP, key: 'other' }, '1.2', 'private-a', auth))
    for (const malformed of [
      undefined,
      42,
      '',
      'no-colon',
      `${DOCS_APP.key}:`,
      `:${auth.split(':')[1]}`,
    ]) {
      assert.isFalse(verifyChannelAuth(DOCS_APP, '1.2', 'private-a', malformed))
    }
  })

  test('user auth signs socket_id::user::user_data', ({ assert }) => {
    const userData = '{"id":"7"}'
    const auth = signUserAuth(DOCS_APP, '1.2', userData)
    assert.equal(auth, `${DOCS_APP.key}:${hmac(DOCS_APP.secret, `1.2::user::${userData}`)}`)
    assert.isTrue(verifyUserAuth(DOCS_APP, '1.2', userData, auth))
    assert.isFalse(verifyUserAuth(DOCS_APP, '1.2', '{"id":"8"}', auth))
  })

  test('HTTP API signature matches the Pusher documentation example', ({ assert }) => {
    const request = {
      method: 'POST',
      path: '/apps/3/events',
      rawBody: '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}',
      query: {
        auth_key: DOCS_APP.key,
        auth_timestamp: '1353088179',
        auth_version: '1.0',
        body_md5: 'ec365a775a4cd0599faeb73354201b6f',
        auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
      },
    }
    assert.isNull(verifyApiRequest(DOCS_APP, request, 1353088179 + 30))
    assert.match(verifyApiRequest(DOCS_APP, request, 1353088179 + 601)!, /Timestamp/)
    assert.equal(
      verifyApiRequest(
        DOCS_APP,
        { ...request, rawBody: request.rawBody.replace('foo', 'bar') },
        1353088179
      ),
      'Invalid signature'
    )
  })
})
