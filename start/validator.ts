/*
| Validation messages come from the same catalogue as every other string.
|
| Input safety: every string and every number of every validator gets a first
| rule by default (app/validators/fields.ts): text must be well-formed Unicode
| without NUL or other control characters (tab and line breaks are text),
| numbers must be written in decimal digits and fit PostgreSQL's `integer`; an array holds at most
| MAX_ITEMS (a query binds each item, and PostgreSQL takes 65,535 at most).
| This file is preloaded before any validator is compiled; a unit test checks
| every validator.
|
| JSON can also send an object whose toString or valueOf is not a function
| ({"toString": null}): VineJS and dayjs would throw converting it to a number
| or a date (also when another field compares with it). A number's parse hook
| turns objects, arrays, booleans and text that is not decimal digits into NaN
| (refused as not a number), and such keys
| are dropped from the request data before request.validateUsing() runs.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { generalValidationMessages } from '#validators/catalogue_messages'
import { HttpRequest } from '@adonisjs/core/http'
import {
  defuse,
  MAX_ITEMS,
  decimalNumber,
  storableNumber,
  wellFormedText,
} from '#validators/fields'

const string = vine.string.bind(vine)
const number = vine.number.bind(vine)
const array = vine.array.bind(vine)
vine.string = () => string().use(wellFormedText())
vine.number = (options) => number(options).parse(decimalNumber).use(storableNumber())
vine.array = (schema) => array(schema).maxLength(MAX_ITEMS)

for (const name of ['validateUsing', 'tryValidateUsing'] as const) {
  const original = HttpRequest.prototype[name] as (...args: unknown[]) => unknown
  HttpRequest.macro(name, function (this: HttpRequest, ...args: unknown[]) {
    defuse(this.all())
    return original.apply(this, args)
  } as never)
}

const validationMessages = generalValidationMessages()

const fields: Record<string, string> = {
  full_name: 'name',
  fullName: 'name',
  password_confirmation: 'password confirmation',
  current_password: 'current password',
  recovery_code: 'recovery code',
}

vine.messagesProvider = new SimpleMessagesProvider(validationMessages, fields)
