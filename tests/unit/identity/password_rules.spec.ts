import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { isCommonPassword, newPassword } from '#validators/identity/password_rules'

test.group('Password rules', () => {
  test('the most common passwords are recognised, case-insensitively', ({ assert }) => {
    assert.isTrue(isCommonPassword('password'))
    assert.isTrue(isCommonPassword('QWERTY'))
    assert.isTrue(isCommonPassword('1234567890'))
    assert.isFalse(isCommonPassword('lantern-harbour-quince-71'))
  })

  test('a new password needs 12 characters, must not be common and must be confirmed', async ({
    assert,
  }) => {
    const validator = vine.create({ password: newPassword() })
    const errorsFor = async (password: string, confirmation = password) => {
      const [error] = await validator.tryValidate({ password, password_confirmation: confirmation })
      return error
        ? (error as { messages: { rule: string }[] }).messages.map((message) => message.rule)
        : []
    }
    assert.deepEqual(await errorsFor('short-pw'), ['minLength'])
    assert.deepEqual(await errorsFor('qwerty123456'), ['password.common'])
    assert.deepEqual(await errorsFor('LeaveMeAlone'), ['password.common'])
    assert.deepEqual(await errorsFor('lantern-harbour-quince-71', 'something-else-entirely'), [
      'confirmed',
    ])
    assert.deepEqual(await errorsFor('lantern-harbour-quince-71'), [])
  })
})
