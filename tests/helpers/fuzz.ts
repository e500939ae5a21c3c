import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import fc, { type Arbitrary } from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Permission from '#models/identity/permission'
import Role from '#models/identity/role'
import type User from '#models/identity/user'
import type { PermissionName } from '#enums/identity/permission'
import { administrator, as, seedRoles } from '#tests/functional/access/helpers'
import { createUser } from '#tests/helpers/identity'
import { isCleanText, INTEGER_MAX, INTEGER_MIN, MAX_ITEMS } from '#validators/fields'

/*
| Property-based fuzzing of forms and list pages (fast-check, in process through
| the Japa API client). A module registers its forms with a few lines:
|
|   fuzzForms('Inventory forms', [
|     { name: 'create a supplier', method: 'post', url: '/inventory/suppliers',
|       permissions: ['inventory.suppliers.manage'], tables: ['suppliers', 'events'],
|       fields: { name: field(text(80)), email: field(email()) } },
|   ])
|
| and its list pages with fuzzQueries(...). Every payload mixes plausible values
| with hostile ones (broken Unicode, NUL and other control characters, numbers
| beyond PostgreSQL's integer, amounts beyond any money column, hex, exponent
| and boolean ids, impossible and far dates, huge strings, wrong types, objects
| that throw when converted, oversized arrays, absent fields). For each request: no 5xx; a refused request
| (validation errors, or any 4xx) leaves the watched tables exactly as they were
| (row count and content); a field holding a value no column can store is
| refused with a message under that field. List pages get query strings with
| hostile values and raw bytes (NUL, broken UTF-8): never a 5xx. A form may
| ask for a share of payloads plausible in every field but one (`plausible`),
| so that more of them reach its action.
| FUZZ_RUNS scales the number of payloads; FUZZ_SEED replays a failing run (default: a
| fixed seed; FUZZ_SEED=random draws a new one).
|
| The descriptors live in tests/fuzz/ (tests/fuzz/catalogue.ts lists them all),
| so that the same cases run in process here and over real HTTP against several
| Posada processes (bench/lib/fuzz_http.ts). Every state-changing route must
| have one: input_fuzz_routes.spec.ts walks the router's POST, PUT, PATCH and
| DELETE routes against the catalogue (and its short list of exclusions).
*/

type Method = 'post' | 'put' | 'patch' | 'delete'
type Fields = Record<string, Arbitrary<unknown>>

export type FuzzForm<Context = any> = {
  /** Shown in the test title and in failure reports. */
  name: string
  method: Method
  /** The form's URL; a function receives what `setup` returned. */
  url: string | ((context: Context) => string)
  /**
   * What the acting user may do: named permissions (through a role of their
   * own), 'administrator', or 'guest' (signed out: the sign-in forms).
   */
  permissions: PermissionName[] | 'administrator' | 'guest'
  /** Tables a refused request must leave as they were. */
  tables: string[]
  /** One arbitrary per field, usually field(valid); a function receives what `setup` returned. */
  fields: Fields | ((context: Context) => Fields)
  /** Rows the form needs (a booking to edit, a room type to point at), made once before the runs. */
  setup?: (actor: User) => Promise<Context>
  /** Payloads to send (default 100, times FUZZ_RUNS/100 when set). */
  runs?: number
  /** Fields whose refusal may show under another field: a confirmation under its password. */
  messagesUnder?: Record<string, string>
  /**
   * Share of payloads (0 to 1, default 0) whose fields are all plausible but one,
   * drawn as usual: with many fields, few payloads are otherwise wholly plausible,
   * so few reach the form's action.
   */
  plausible?: number
  /**
   * Fields kept in a decimal column (a quantity, a unit cost) that also read a
   * number as its text: a number beyond `integer` may fit there.
   */
  decimal?: string[]
  /**
   * Fields the form does not read (a button's stray fields, a code read only
   * while a sign-in is pending): sent like the others, but not required to be
   * refused when they hold what no column can store.
   */
  ignores?: string[]
}

/** A titled list of form descriptors: one test group in process. */
export type FuzzCases = { title: string; forms: FuzzForm[] }

export type FuzzQuery = {
  /** The list page's path. */
  url: string
  permissions: PermissionName[] | 'administrator'
  /** The query parameters the page reads. */
  params: string[]
  /** Query strings to send (default 100, times FUZZ_RUNS/100 when set). */
  runs?: number
}

/** A titled list of list pages: one test group in process. */
export type FuzzPages = { title: string; pages: FuzzQuery[] }

const scale = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) / 100 : 1
/* A fixed seed keeps CI repeatable; FUZZ_SEED=random explores new payloads (README, Known limits). */
const DEFAULT_SEED = 20261124
export const seed =
  process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED)
/** Payloads a form or page sends: its `runs` (default 100), times FUZZ_RUNS/100 when set. */
export const runsOf = (runs = 100) => Math.max(1, Math.round(runs * scale))

/* ------------------------------------------------------------ coverage */

/** A route pattern with its parameters written `:` (`/hotel/bookings/:id` → `/hotel/bookings/:`). */
export const routeKey = (method: string, pattern: string) =>
  `${method.toUpperCase()} ${pattern.replace(/:\w+\??/g, ':')}`

/* Stands for any value of a form's setup: its properties are placeholders too, and it reads as `:`. */
const placeholder: any = new Proxy(() => placeholder, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => ':' : placeholder),
})

/** The route a form posts to, from its URL (a function of its setup is given placeholders). */
export function routeOf(form: FuzzForm) {
  const url = typeof form.url === 'function' ? form.url(placeholder) : form.url
  return routeKey(form.method, url.replace(/\/\d+(?=\/|$)/g, '/:'))
}

/* ---------------------------------------------------------------- values */

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/** Values no column can store, or that break a careless parser. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'Ana\udfff',
    '\udc00\ud800',
    'a\u0000b',
    '\u0000',
    2147483648,
    -2147483649,
    9007199254740992,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    '2147483648',
    '9007199254740992',
    '1e308',
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '0x1',
    '1e3',
    '1e0',
    '+1',
    '0b1',
    ' 12 ',
    'true',
    '',
    ' ',
    '2026-02-31',
    '2026-13-01',
    '0000-01-01',
    '9999-12-31',
    '0001-01-01',
    '1900-01-01',
    '2999-01-01',
    '+010000-01-01',
    '+275760-09-13',
    '999999999999.99',
    '100000.01',
    '21474836.48',
    '92233720368547758.07',
    '-0.01',
    'a\u0007b',
    '\u001b[31mred',
    'line\u000bbreak',
    'del\u007f',
    '\u0085next',
    '31/12/2026',
    'x'.repeat(10_000),
    'é'.repeat(100_000),
    "' OR 1=1 --",
    '%00',
    '\u202egnp.exe',
    null,
    true,
    false,
    [],
    {},
    [1, 2, 3],
    { id: 1 },
    ['\ud800'],
    { toString: null },
    [{ toString: null }],
    Array.from({ length: MAX_ITEMS + 1 }, (_, index) => index + 1)
  ),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 })
)

/* What each field() was built from, for payloads plausible but for one field. */
const plausibleOf = new WeakMap<Arbitrary<unknown>, Arbitrary<unknown>>()

/**
 * A field: mostly plausible values, often hostile ones, sometimes absent.
 * `valid` gives values the form should accept (or refuse for business reasons).
 */
export function field(valid: Arbitrary<unknown>): Arbitrary<unknown> {
  const arbitrary = fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(undefined) }
  )
  plausibleOf.set(arbitrary, valid)
  return arbitrary
}

/** A form's payloads: every field drawn as given, or (a `plausible` share) every field plausible but one. */
export function payloads(fields: Fields, plausible = 0): Arbitrary<Record<string, unknown>> {
  const anything = fc.record(fields)
  const names = Object.keys(fields)
  if (plausible <= 0 || names.length === 0) return anything
  const allButOne = fc
    .constantFrom(...names)
    .chain((odd) =>
      fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            name === odd ? fields[name] : (plausibleOf.get(fields[name]) ?? fields[name]),
          ])
        )
      )
    )
  if (plausible >= 1) return allButOne
  const share = Math.round(plausible * 100)
  return fc.oneof(
    { weight: 100 - share, arbitrary: anything },
    { weight: share, arbitrary: allButOne }
  )
}

/** Plausible text up to `max` characters (any Unicode, well-formed). */
export const text = (max = 60, min = 1) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
    fc.constantFrom('Ana Souza', 'Zoë Ødegård', '日本 ホテル', 'Straße 5')
  )

export const email = () =>
  fc.oneof(
    fc.emailAddress().filter((address) => address.length <= 254),
    fc.constantFrom('ana@example.com', 'ANA@example.com')
  )

/** ISO dates within a few years, and impossible ones. */
export const isoDate = () =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .date({ min: new Date('2024-01-01'), max: new Date('2029-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('2026-02-29', '2026-04-31', '1899-12-31', '2100-01-01'),
    }
  )

/** An amount typed in a form: 120, 120.50. */
export const money = () =>
  fc.oneof(
    fc.integer({ min: 0, max: 99_999 }).map(String),
    fc
      .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
    fc.constantFrom('9999999.99', '10000000', '-5', '1.234')
  )

/** Whole numbers around a range, its edges included. */
export const wholeNumber = (min: number, max: number) =>
  fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, INTEGER_MAX, INTEGER_MIN))

/** Existing ids (from setup) and ids that point nowhere. */
export const idOf = (...ids: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 999_999, INTEGER_MAX, 1.5) }
  )

export const oneOf = <T>(...values: T[]) => fc.constantFrom(...values)

export const bool = () => fc.boolean()

/* --------------------------------------------------------------- helpers */

/**
 * A value no PostgreSQL column can hold, somewhere inside, or more items than an
 * array field takes. A number beyond `integer` is storable in a `decimal` field.
 */
export function unstorable(value: unknown, decimal = false): boolean {
  if (typeof value === 'string') return !isCleanText(value)
  if (typeof value === 'number') return !decimal && (value < INTEGER_MIN || value > INTEGER_MAX)
  if (Array.isArray(value))
    return value.length > MAX_ITEMS || value.some((item) => unstorable(item))
  if (value && typeof value === 'object') {
    return Object.values(value).some((item) => unstorable(item))
  }
  return false
}

/*
| A query that fails inside the test's transaction aborts it (an id beyond
| `integer` is answered 404 by design, PostgreSQL having refused it): every
| later request would fail. The request that did it is the one to blame.
*/
async function transactionUsable() {
  try {
    await db.rawQuery('select 1')
    return true
  } catch {
    return false
  }
}

/**
 * The given tables' row counts and a digest of their rows, in one query. With
 * `actorId`, the activity log counts only that user's events: what one actor's
 * requests wrote, while other actors work at the same time.
 */
export async function fingerprint(tables: string[], { actorId }: { actorId?: number } = {}) {
  if (tables.length === 0) return ''
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int as total, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t` +
      (table === 'events' && actorId !== undefined ? ` where actor_id = ${Number(actorId)}` : '')
  )
  /* Sorted: the order of a UNION ALL's rows is not defined (a parallel plan interleaves them). */
  const result = await db.rawQuery(`select * from (${parts.join(' union all ')}) f order by name`)
  return JSON.stringify(result.rows)
}

/** A signed-in user holding exactly these permissions, or an Administrator. */
export async function actorWith(permissions: PermissionName[] | 'administrator' | 'guest') {
  if (permissions === 'guest') return null
  if (permissions === 'administrator') return administrator()
  const user = await createUser()
  if (permissions.length === 0) return user
  const role = await Role.create({ name: `Fuzz ${user.id}`, description: 'Fuzzing actor' })
  const ids = await Permission.query().whereIn('name', permissions).select('id')
  await role.related('permissions').attach(ids.map((permission) => permission.id))
  await user.related('roles').attach([role.id])
  return user
}

/*
| The payload as the server reads it: JSON turns Infinity into null and drops
| undefined; the body parser trims strings and turns empty ones into null.
*/
export function asReceived(payload: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload), (key, value) =>
    key !== '' && typeof value === 'string' ? value.trim() || null : value
  )
}

/** Which tables two fingerprints disagree on, with their row counts. */
export function changes(before: string, after: string) {
  const rows = (json: string) =>
    new Map(
      (JSON.parse(json || '[]') as { name: string; total: number; digest: string }[]).map((row) => [
        row.name,
        row,
      ])
    )
  const [was, now] = [rows(before), rows(after)]
  return [...now.values()]
    .filter((row) => was.get(row.name)?.digest !== row.digest)
    .map((row) => `${row.name}: ${was.get(row.name)?.total} → ${row.total} rows`)
    .join(', ')
}

export const show = (value: unknown) =>
  JSON.stringify(value, (_key, inner) =>
    typeof inner === 'string' && inner.length > 80
      ? `${inner.slice(0, 80)}… (${inner.length})`
      : inner
  )

function inputErrors(response: ApiResponse): Record<string, string[]> | null {
  const flash = response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }
  return flash?.inputErrorsBag ?? null
}

/** One answer to a fuzzed request, as the checks read it. */
export type Answer = {
  /** `METHOD url payload → status`, for the messages. */
  label: string
  status: number
  /** Messages by field, when the form was refused with validation errors. */
  errors: Record<string, string[]> | null
  /** The watched tables' fingerprints before and after the request. */
  before: string
  after: string
  /** The actor was signed out before this request (it closed its own account): no field is read. */
  signedOut: boolean
}

/**
 * What is wrong with one answer: a 5xx, a refused request that wrote, an
 * unclear message, a value no column can store accepted or refused without a
 * message under its field. Refused: validation errors or any 4xx.
 */
export function judge(form: FuzzForm, payload: Record<string, unknown>, answer: Answer) {
  const { label, status, errors } = answer
  const problems: string[] = []
  if (status >= 500) problems.push(`5xx: ${label}`)
  const refused = Boolean(errors) || status >= 400
  if (refused && answer.after !== answer.before) {
    problems.push(`refused but written (${changes(answer.before, answer.after)}): ${label}`)
  }
  for (const messages of Object.values(errors ?? {})) {
    if (!messages.every((message) => message.length > 0 && !message.includes('{{')))
      problems.push(`unclear message ${show(messages)}: ${label}`)
  }
  const received = asReceived(payload)
  /* A companion (a confirmation) is read only alongside the field it confirms. */
  const read = (name: string) => {
    const companion = form.messagesUnder?.[name]
    return !companion || (received[companion] !== undefined && received[companion] !== null)
  }
  const broken = Object.keys(received).filter(
    (name) =>
      read(name) &&
      !form.ignores?.includes(name) &&
      unstorable(received[name], form.decimal?.includes(name))
  )
  /* Refused before any field was read (403, 404, 429): there is no field to show a message under. */
  if (broken.length > 0 && status < 400 && !answer.signedOut) {
    if (!refused) problems.push(`accepted unstorable ${broken}: ${label}`)
    const keys = Object.keys(errors ?? {})
    for (const name of broken) {
      const under = [name, form.messagesUnder?.[name]].filter(Boolean)
      if (!keys.some((key) => under.some((at) => key === at || key.startsWith(`${at}.`))))
        problems.push(`no message under ${under} (${keys}): ${label}`)
    }
  }
  return { refused, problems }
}

/**
 * Refusals that come before the form is read: signed out, not allowed, forged.
 * A form answered only these tests nothing but its door (its actor lacks a
 * permission the route asks for).
 */
export const AT_THE_DOOR = [401, 403, 419]

/** A form's URL and fields, given what its setup made. */
export function formOf(form: FuzzForm, context: any) {
  return {
    url: typeof form.url === 'function' ? form.url(context) : form.url,
    fields: typeof form.fields === 'function' ? form.fields(context) : form.fields,
  }
}

/** A button, or a form read only in a state the actor is not in: no field of it is read. */
export const readsNoField = (form: FuzzForm, fields: Fields) =>
  Object.keys(fields).every((name) => form.ignores?.includes(name))

/** Sends `runs` generated payloads to one form and checks each answer. */
export async function fuzzForm(client: ApiClient, assert: Assert, form: FuzzForm) {
  const actor = await actorWith(form.permissions)
  const context = form.setup ? await form.setup(actor as User) : {}
  const { url, fields } = formOf(form, context)
  let sent = 0
  let refused = 0
  let pastTheDoor = 0
  /* The actor closed their own account: later requests are answered as signed out, reading nothing. */
  let signedOut = false
  /* Each answer's fingerprint is the next request's "before": one query per request. */
  let before = await fingerprint(form.tables)

  await fc.assert(
    fc.asyncProperty(payloads(fields, form.plausible), async (payload) => {
      const request = actor
        ? as(client, actor, form.method as 'post', url)
        : (client[form.method] as ApiClient['post'])(url).withCsrfToken().redirects(0)
      const response = await request.json(payload)
      sent++
      const status = response.status()
      if (!AT_THE_DOOR.includes(status)) pastTheDoor++
      const label = `${form.method.toUpperCase()} ${url} ${show(payload)} → ${status}`
      assert.isBelow(status, 500, label)
      assert.isTrue(
        await transactionUsable(),
        `a query failed and aborted the transaction: ${label}`
      )
      const after = await fingerprint(form.tables)
      const verdict = judge(form, payload, {
        label,
        status,
        errors: inputErrors(response),
        before,
        after,
        signedOut,
      })
      before = after
      /*
      | An accepted request may have changed the actor (a new password rotates the
      | session stamp) or removed it (a closed account: later requests are signed out).
      */
      const actorLeft = !actor || !(await db.from('users').where('id', actor.id).first())
      if (verdict.refused) refused++
      else if (!actorLeft) await actor.refresh()
      signedOut = Boolean(actor) && actorLeft
      assert.deepEqual(verdict.problems, [], label)
    }),
    { numRuns: runsOf(form.runs), seed, endOnFailure: true }
  )
  return { sent, refused, pastTheDoor, readsNothing: readsNoField(form, fields) }
}

/* A query value: plausible, hostile, or raw percent-encoded bytes (NUL, broken UTF-8). */
const queryValue = fc.oneof(
  fc
    .constantFrom(
      '1',
      '2',
      '25',
      '1e308',
      '2147483648',
      '9007199254740992',
      '-1',
      '0',
      'garbage',
      'asc',
      'desc',
      'name',
      '2026-02-31',
      '2026-01-15',
      '0000-01-01',
      '0001-01-01',
      '9999-12-31',
      '99999-01-01',
      'yes',
      'none'
    )
    .map(encodeURIComponent),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%C0%AF', '%E2%80%AE', '%25', '%'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent)
)

/** A query string over the given parameters, some repeated or bracketed (arrays, objects). */
const queryString = (params: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...params, 'unknown'),
        fc.constantFrom('', '[]', '[0]', '[x]'),
        queryValue
      ),
      { maxLength: 6 }
    )
    .map((pairs) => pairs.map(([name, suffix, value]) => `${name}${suffix}=${value}`).join('&'))

/** Sends `runs` generated query strings to one list page: never a 5xx. */
export async function fuzzQuery(client: ApiClient, assert: Assert, page: FuzzQuery) {
  const actor = (await actorWith(page.permissions))!
  const url = page.url
  let sent = 0
  await fc.assert(
    fc.asyncProperty(queryString(page.params), fc.boolean(), async (query, inertia) => {
      const request = as(client, actor, 'get', `${url}?${query}`)
      const response = await (inertia ? request.withInertia() : request)
      sent++
      const label = `GET ${url}?${query} → ${response.status()}`
      assert.isBelow(response.status(), 500, label)
      assert.isTrue(
        await transactionUsable(),
        `a query failed and aborted the transaction: ${label}`
      )
    }),
    { numRuns: runsOf(page.runs), seed, endOnFailure: true }
  )
  return sent
}

/* ------------------------------------------------------------ registering */

function fuzzGroup(title: string, body: () => void) {
  test.group(title, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => limiter.clear(['memory']))
    group.each.setup(() => seedRoles())
    body()
  })
}

/** One test per form: `runs` payloads each (see FuzzForm); one group per list. */
export function fuzzForms(...lists: FuzzCases[]) {
  for (const { title, forms } of lists) fuzzFormGroup(title, forms)
}

function fuzzFormGroup(title: string, forms: FuzzForm[]) {
  fuzzGroup(title, () => {
    for (const form of forms) {
      test(`${form.name}: ${runsOf(form.runs)} payloads, no 5xx, nothing written when refused`, async ({
        client,
        assert,
      }) => {
        const { sent, refused, pastTheDoor, readsNothing } = await fuzzForm(client, assert, form)
        assert.equal(sent, runsOf(form.runs))
        assert.isAbove(pastTheDoor, 0, `every answer was ${AT_THE_DOOR.join(', ')}`)
        if (!readsNothing) assert.isAbove(refused, 0)
      }).timeout(120_000)
    }
  })
}

/** One test per list page: `runs` query strings each, never a 5xx; one group per list. */
export function fuzzQueries(...lists: FuzzPages[]) {
  for (const { title, pages } of lists) fuzzQueryGroup(title, pages)
}

function fuzzQueryGroup(title: string, pages: FuzzQuery[]) {
  fuzzGroup(title, () => {
    for (const page of pages) {
      test(`${page.url}: ${runsOf(page.runs)} query strings, no 5xx`, async ({
        client,
        assert,
      }) => {
        assert.equal(await fuzzQuery(client, assert, page), runsOf(page.runs))
      }).timeout(120_000)
    }
  })
}
