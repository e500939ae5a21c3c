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
import './routes/restaurant.js'
import './routes/customers.js'
import './routes/inventory.js'
import './routes/inventory/purchase_orders.js'
import './routes/inventory/dashboard.js'
import './routes/inventory/reports.js'
import './routes/bench.js'
