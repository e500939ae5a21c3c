/*
| Validation messages come from the same catalogue as every other string.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { messages } from '#services/i18n'

const validationMessages = Object.fromEntries(
  Object.entries(messages())
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, text]) => [key.slice('validation.'.length), text.replace(/\{(\w+)\}/g, '{{ $1 }}')])
)

const fields: Record<string, string> = {
  full_name: 'name',
  fullName: 'name',
  password_confirmation: 'password confirmation',
  current_password: 'current password',
  recovery_code: 'recovery code',
}

vine.messagesProvider = new SimpleMessagesProvider(validationMessages, fields)
