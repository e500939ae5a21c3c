import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx', 'inertia/css/app.css'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  /* Parallel test servers each need their own HMR socket. */
  server: process.env.VITE_HMR_PORT
    ? { hmr: { port: Number(process.env.VITE_HMR_PORT) } }
    : undefined,
  /*
  | Two hand-made chunks keep the sign-in page's first paint light (budget: 120 kB
  | gzip, `node bench/run.mjs size`): the libraries every page runs (React, the
  | Inertia client), which change rarely and stay cached, and the few components
  | the sign-in screens draw, with their own dependencies, as one file instead of
  | a dozen small ones that each cost their import lists and gzip overhead.
  */
  build: {
    /*
    | A page's preload list leaves out what the entry itself imports (React, the
    | Inertia client, the bundler's runtime): it is loaded before any page, and
    | listing it again for every page only weighs down the entry.
    */
    modulePreload: {
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter(
          (dependency) => !/(^|\/)(vendor|rolldown-runtime)-[\w-]+\.js$/.test(dependency)
        ),
    },
    rolldownOptions: {
      output: {
        /*
        | Page and component chunks are named by their hash alone: the entry carries
        | the dependency list of every page for preloading, and the names (about 1 kB
        | gzip of it) would count against the sign-in page's budget. The vendor and
        | runtime chunks keep their names, which the preload filter above matches.
        */
        chunkFileNames: (chunk) =>
          ['vendor', 'rolldown-runtime'].includes(chunk.name) ? '[name]-[hash].js' : '[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition)[\\/]/,
            },
            {
              name: 'sign-in',
              priority: 1,
              test: /(inertia[\\/](layouts[\\/]auth-layout|components[\\/](app-logo|flash-toaster|text-link|forms[\\/](field|submit-button)|ui[\\/](button|input|input-error|label)))\.tsx|inertia[\\/]lib[\\/]signed-out-routes\.ts|registry[\\/]signed_out\.ts)$/,
            },
          ],
        },
      },
    },
  },
  /*
  | Libraries only loaded on demand (the realtime client, the menus, dialogs and
  | tooltips) are optimised at start-up too: found later, they would make the
  | development server reload the page.
  */
  optimizeDeps: {
    include: [
      'laravel-echo',
      'pusher-js',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tooltip',
    ],
  },
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./inertia/', import.meta.url)),
      '~registry/signed-out': fileURLToPath(
        new URL('./.adonisjs/client/registry/signed_out.ts', import.meta.url)
      ),
      '~registry': fileURLToPath(new URL('./.adonisjs/client/registry/index.ts', import.meta.url)),
    },
  },
})
