import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/bouncer/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('#providers/app_provider'),
    () => import('#providers/realtime_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/validator'),
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.{ts,js}'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.{ts,js}'], name: 'functional', timeout: 30000 },
      { files: ['tests/browser/**/*.spec.{ts,js}'], name: 'browser', timeout: 120000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.json', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [
      /*
      | .adonisjs/client/data.d.ts: what each transformer (and each variant)
      | produces, the Data.* types the browser's module types are. Controllers,
      | events and listeners are imported by name: no barrels. The manifest
      | data.d.ts references is the one of bin/hooks/client_manifest.ts.
      */
      indexEntities({
        transformers: { enabled: true, glob: ['**/*_transformer.ts'] },
        manifest: { enabled: false },
        controllers: { enabled: false },
        events: { enabled: false },
        listeners: { enabled: false },
      }),
      () => import('./bin/hooks/client_manifest.js'),
      indexPages({ framework: 'react' }),
      () => import('./bin/hooks/route_registry.js'),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
