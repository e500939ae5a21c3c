/*
| Ace entry point. TypeScript sources are executed through @poppinss/ts-exec
| in development; the production build ships compiled JavaScript.
*/
import '@poppinss/ts-exec'
await import('./bin/console.js')
