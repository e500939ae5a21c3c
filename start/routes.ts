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
import './routes/hotel.js'
