import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'
import type { InferLoggers } from '@adonisjs/core/types'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME') ?? 'Posada',
      level: env.get('LOG_LEVEL') ?? 'info',
      transport: {
        targets: targets()
          .pushIf(!app.inProduction && !app.inTest, targets.pretty())
          .pushIf(app.inProduction || app.inTest, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
