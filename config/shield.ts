import { defineConfig } from '@adonisjs/shield'

/*
| Every answer carries CSP, X-Frame-Options, X-Content-Type-Options and
| Referrer-Policy, static files and error pages included: they are set by the
| security-headers server middleware (app/middleware/security_headers_middleware.ts),
| from this file, before static files and routing. HSTS is sent only on a secure
| request (https, or X-Forwarded-Proto from a trusted proxy: TRUST_PROXY). The
| anti-forgery check needs the session, so it runs among the router middleware
| (app/middleware/csrf_middleware.ts).
*/
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
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

/* Links to other sites get the origin only; same-origin requests keep the full address. */
export const referrerPolicy = 'strict-origin-when-cross-origin'

export default shieldConfig
