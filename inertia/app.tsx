import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { resolvePage } from '@/lib/pages'
import { documentTitle } from '@/lib/document-title'
import { initializeAppearance } from '@/hooks/use-appearance'

createInertiaApp({
  resolve: resolvePage,
  setup({ el, App, props }) {
    createRoot(el).render(<App {...props} />)
  },
  progress: { color: '#4B5563' },
})

/* The title is "<page name> - <product name>" on every page, set from the page object itself. */
router.on('navigate', (event) => {
  const page = event.detail.page
  document.title = documentTitle(
    page.component,
    (page.props as { app?: { name?: string } }).app?.name
  )
})

initializeAppearance()
