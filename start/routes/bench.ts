/*
| The benchmark's floor (bench/README.md, part `cost`): a signed-in page that goes
| through the whole middleware stack (session, shield, auth, bouncer, Inertia and its
| shared props) and renders a constant Inertia page, so each real page can be read as a
| multiple of what the framework costs anyway. Registered only when the server runs
| with POSADA_BENCH_FLOOR=1, and never under the test runner.
*/
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

if (env.get('POSADA_BENCH_FLOOR') === true && !app.inTest) {
  router
    .get('/bench/floor', ({ inertia }) => inertia.render('Welcome', {}))
    .as('bench.floor')
    .use([middleware.auth(), middleware.verified()])
}
