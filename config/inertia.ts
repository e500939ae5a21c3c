import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import viteConfig from '#config/vite'

/*
| The page version tells the client when the built assets changed. Inertia would
| hash the Vite manifest again on every request; in production the build does not
| change while the server runs, so it is hashed once here, at boot. Elsewhere the
| Vite dev server serves the assets and the version is Inertia's constant.
*/
function builtAssetsVersion() {
  if (!app.inProduction) return undefined
  try {
    return createHash('md5')
      .update(readFileSync(app.makePath(viteConfig.manifestFile)))
      .digest('hex')
  } catch {
    return undefined
  }
}

export default defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  assetsVersion: builtAssetsVersion(),
  ssr: { enabled: false, entrypoint: 'inertia/ssr.tsx' },
})
