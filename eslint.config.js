import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  {
    ignores: ['database/schema.ts', 'public/assets/**', 'build/**', 'storage/**', 'tmp/**'],
  },
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
