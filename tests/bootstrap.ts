import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { closeBrowser } from '#tests/helpers/browser'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
]

/*
| The suite starts from an empty database: every table is dropped, then the
| migrations run, exactly as a fresh installation would.
*/
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      const db = (await import('@adonisjs/lucid/services/db')).default
      await db.connection().dropAllTables(['public'])
      await db.connection().dropAllTypes?.(['public'])
    },
    () => testUtils.db().migrate(),
  ],
  teardown: [closeBrowser],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
