/*
| Routes, one file per module under start/routes/. Controllers are imported
| lazily so that ace commands work on a fresh checkout.
*/
import './routes/identity.js'
import './routes/settings.js'
import './routes/app.js'
import './routes/events.js'
import './routes/realtime.js'
import './routes/access.js'
import { modules } from '#start/modules'

/* Each module registers its own routes (its manifest), in the order of start/modules.ts. */
for (const module of modules) await module.routes()
await import('./routes/bench.js')
