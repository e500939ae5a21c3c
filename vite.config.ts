import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({ entryPoints: ['inertia/app.tsx', 'inertia/css/app.css'], reload: ['resources/views/**/*.edge'] }),
  ],
  /* Parallel test servers each need their own HMR socket. */
  server: process.env.VITE_HMR_PORT ? { hmr: { port: Number(process.env.VITE_HMR_PORT) } } : undefined,
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./inertia/', import.meta.url)),
    },
  },
})
