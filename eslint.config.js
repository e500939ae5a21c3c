import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/*
| Module boundaries (STYLE.md rule 16). The platform (everything outside a
| module's folders) imports no module: it reaches them through the manifests
| listed in start/modules.ts and inertia/modules/index.ts, the only two files
| that name modules. A module imports another only through that module's
| public API, declared here.
*/
const modules = {
  hotel: 'Hotel',
  restaurant: 'Restaurant',
  inventory: 'Inventory',
  customers: 'Customers',
}
const moduleApis = {
  customers: [
    '#models/customers/customer',
    '#actions/customers/create_customer',
    '#queries/customers/customer_query',
    '#validators/customers/customers',
    '#policies/customers/customer_policy',
  ],
  hotel: [
    '#models/hotel/guest',
    '#queries/hotel/guest_query',
    '#queries/hotel/in_house',
    '#actions/hotel/post_folio_charge',
    /* The folio's tax rule, for a module that posts a gross amount as its net part. */
    '#services/hotel/pricing',
  ],
  restaurant: [
    '#queries/restaurant/reservation_query',
    '#queries/restaurant/order_query',
    '#queries/restaurant/booking_orders',
    '#queries/restaurant/menu_query',
    '@/modules/restaurant/components/reservations-list',
    '@/modules/restaurant/components/order-list-table',
    '@/modules/restaurant/components/order-number-link',
    '@/modules/restaurant/types',
    '@/modules/restaurant/order-list-types',
  ],
  inventory: [
    '#enums/inventory/stock_unit',
    '#services/inventory/stock_ledger',
    /* Rebuilt with the sales totals, so every day total is in one time zone. */
    '#services/inventory/consumption_days',
  ],
}
const moduleFiles = (name) => [
  `app/*/${name}/**`,
  `start/routes/${name}.ts`,
  `start/routes/${name}/**`,
  `inertia/modules/${name}/**`,
  `inertia/pages/${modules[name]}/**`,
]
/* An import of the modules' code (#actions/hotel/…, #start/routes/hotel, @/modules/hotel/…, @/pages/Hotel/…), but for the given public APIs. */
const escape = (text) => text.replaceAll(/[$()*+.?[\\\]^{|}]/g, String.raw`\$&`)
const moduleImport = (names, apis = []) => {
  const code = String.raw`(?:^|/)(?:${names.join('|')})(?:/|$)|/pages/(?:${names.map((name) => modules[name]).join('|')})(?:/|$)`
  const except = apis.length ? `(?!(?:${apis.map(escape).join('|')})$)` : ''
  return `^${except}.*?(?:${code})`
}
const boundary = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, caseSensitive: true, message }] }],
})
const moduleLists = ['start/modules.ts', 'inertia/modules/index.ts']
const moduleBoundaries = [
  {
    files: ['app/**', 'start/**', 'inertia/**', 'providers/**', 'config/**'],
    ignores: [...Object.keys(modules).flatMap(moduleFiles), ...moduleLists],
    rules: boundary(
      moduleImport(Object.keys(modules)),
      'Platform code imports no module: read it from the module manifests (start/modules.ts, inertia/modules/index.ts).'
    ),
  },
  ...Object.keys(modules).map((name) => ({
    files: moduleFiles(name),
    rules: boundary(
      moduleImport(
        Object.keys(modules).filter((other) => other !== name),
        Object.keys(modules)
          .filter((other) => other !== name)
          .flatMap((other) => moduleApis[other])
      ),
      'A module uses another only through its public API (moduleApis in eslint.config.js).'
    ),
  })),
]

export default configApp(
  ...react,
  {
    ignores: ['database/schema.ts', 'public/assets/**', 'build/**', 'storage/**', 'tmp/**'],
  },
  ...moduleBoundaries,
  {
    /* Front-end files are kebab-case; pages carry the specification's page names. */
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      '@unicorn/filename-case': ['error', { case: 'kebabCase' }],
      /* The message catalogues and their formatter are shared by server and browser. */
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['../../resources/lang/**', '../../resources/lang/message_format'] },
      ],
      /* URLs come from route names (urlFor, <Link route>): a renamed route fails the type check. */
      '@adonisjs/prefer-adonisjs-inertia-link': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/^\/[a-z]/]`,
          message: 'Build this URL from its route name: urlFor(\'…\') or <Link route="…">.',
        },
        {
          selector: String.raw`TemplateLiteral[quasis.0.value.raw=/^\/[a-z]/]`,
          message: 'Build this URL from its route name: urlFor(\'…\') or <Link route="…">.',
        },
      ],
    },
  },
  {
    /* components/ui holds the primitives as shadcn ships them. */
    files: ['inertia/components/ui/**/*.tsx'],
    rules: {
      '@typescript-eslint/naming-convention': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    /* Tests await a request and assert on it in one expression: `(await get(url)).assertStatus(403)`. */
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  },
  {
    /*
    | The signed-out screens keep the typed Link machinery out of the sign-in
    | page's first paint (its JavaScript budget): they link with Inertia's Link
    | and URLs from their own typed registry (inertia/lib/signed-out-routes.ts).
    */
    files: [
      'inertia/pages/Auth/**/*.tsx',
      'inertia/pages/Welcome.tsx',
      'inertia/layouts/auth-layout.tsx',
      'inertia/components/text-link.tsx',
    ],
    rules: { '@adonisjs/prefer-adonisjs-inertia-link': 'off' },
  },
  {
    files: ['inertia/pages/**/*.tsx'],
    rules: { '@unicorn/filename-case': ['error', { case: 'pascalCase' }] },
  }
)
