import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/*
| Files of public/ (the built assets, the favicon). @adonisjs/static looks every
| request up on disk, pages included. Except while developing, public/ does not
| change while the server runs, so its top-level names are read once at boot and only
| a request under one of them reaches the disk. In development every request is
| looked up, so a file added meanwhile is served at once.
*/
const topLevelNames = app.inDev ? null : new Set(readdirSync(app.publicPath()))

function firstSegment(path: string) {
  const segment = path.split('/', 2)[1] ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

@inject()
export default class PublicFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (topLevelNames && !topLevelNames.has(firstSegment(ctx.request.url()))) return next()
    return this.files.handle(ctx, next)
  }
}
