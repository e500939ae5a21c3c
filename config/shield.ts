import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce'],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, 'ws:', 'wss:'],
      frameAncestors: [`'none'`],
      formAction: [`'self'`],
      baseUri: [`'self'`],
      objectSrc: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
