import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import router from '@adonisjs/core/services/router'
import { SYSTEM_PERMISSIONS } from '#enums/identity/permission'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/*
| One style of authorization: controllers ask policies. A permission's name
| appears in a policy, a manifest or a route guard, never in a controller, and
| no controller keeps a permission helper of its own. (A route may share its
| name with a permission, as hotel.rooms.manage does: those strings are routes.)
*/
test.group('Authorization shape', () => {
  test('no controller names a permission or checks one itself', ({ assert }) => {
    const routeNames = new Set(
      Object.values(router.toJSON())
        .flat()
        .map((route) => route.name)
        .filter(Boolean)
    )
    const permissions = new Set<string>(SYSTEM_PERMISSIONS.map((permission) => permission.name))
    const files = execFileSync(
      'git',
      ['ls-files', '-co', '--exclude-standard', 'app/controllers'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      }
    )
      .split('\n')
      .filter((file) => file.endsWith('.ts'))
    assert.isAbove(files.length, 40)

    const breaches: string[] = []
    for (const file of files) {
      const text = readFileSync(`${ROOT}${file}`, 'utf8')
      for (const [, name] of text.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) {
        if (permissions.has(name) && !routeNames.has(name)) breaches.push(`${file}: '${name}'`)
      }
      if (/\bhasPermission\(\s*[^,]+,\s*'/.test(text)) breaches.push(`${file}: hasPermission`)
      for (const [, name] of text.matchAll(/(?:const|function)\s+(may|allows|mayDo|canDo)\b/g))
        breaches.push(`${file}: local helper ${name}`)
    }
    assert.deepEqual(breaches, [])
  })
})
