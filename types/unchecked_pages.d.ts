/*
| Read only by tsconfig.server.json, which writes the server's declarations for
| the browser (the Data.* types of .adonisjs/client/data.d.ts). It compiles the
| server without the pages, which are the browser's and need those very
| declarations, so every page takes any props here. The props contract itself
| is checked by npm run typecheck's last step, against the real pages.
*/
import '@adonisjs/inertia/types'

declare module '@adonisjs/inertia/types' {
  interface InertiaPages {
    [page: string]: Record<string, any>
  }
}
