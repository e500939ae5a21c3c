import type { ApplicationService } from '@adonisjs/core/types'

/*
| On every start of a web process the permission catalogue in code is synced to
| the database, so a permission added in a release exists before anyone asks
| for it. A database that is not migrated yet is reported, not fatal: the next
| `posada:prepare` migrates and seeds.
*/
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    await this.sharePageJson()
    if (!this.app.inDev) await this.listTemplateComponentsOnce()
    await this.guardTransactions()
    const { checkCommitOutcomes } = await import('#services/commit_outcome')
    checkCommitOutcomes()
  }

  /* The layout writes the first paint's page object itself, escaped for a script element. */
  async sharePageJson() {
    const { default: edge } = await import('edge.js')
    const { scriptSafeJson } = await import('#services/page_json')
    edge.global('pageJson', scriptSafeJson)
  }

  async ready() {
    if (this.app.getEnvironment() === 'web') await this.syncPermissions()
  }

  /*
  | A query that would wait for a second connection while its transaction holds one
  | fails at once (app/services/transaction_guard.ts); off in production unless
  | POSADA_TRANSACTION_GUARD says otherwise.
  */
  async guardTransactions() {
    const { default: env } = await import('#start/env')
    if (!env.get('POSADA_TRANSACTION_GUARD', !this.app.inProduction)) return
    const { installTransactionGuard } = await import('#services/transaction_guard')
    installTransactionGuard(
      await this.app.container.make('lucid.db'),
      await this.app.container.make('emitter')
    )
  }

  async syncPermissions() {
    const { syncPermissionCatalogue } = await import('#actions/identity/sync_permission_catalogue')
    const logger = await this.app.container.make('logger')
    try {
      await syncPermissionCatalogue()
    } catch (error) {
      logger.warn({ err: error }, 'permission catalogue not synced: is the database migrated?')
    }
  }

  /*
  | Edge lists the component templates on disk each time a request creates its view
  | renderer (its "supercharged" plugin is recurring because the default instance is
  | created before it is configured with `cache`). Templates only change while
  | developing, so elsewhere the listing is read once.
  */
  async listTemplateComponentsOnce() {
    const { default: edge } = await import('edge.js')
    const list = edge.loader.listComponents.bind(edge.loader)
    let components: ReturnType<typeof list> | undefined
    edge.loader.listComponents = () => (components ??= list())
  }
}
