import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PagesController = () => import('#controllers/pages_controller')

router.get('/', [PagesController, 'welcome']).as('home')
router
  .get('/dashboard', [PagesController, 'dashboard'])
  .as('dashboard')
  .use([middleware.auth(), middleware.verified()])
