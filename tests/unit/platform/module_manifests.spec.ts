import { test } from '@japa/runner'
import { modules } from '#start/modules'
import { PERMISSION_AREAS, SYSTEM_PERMISSIONS } from '#enums/identity/permission'

/*
| Each module declares its own permissions and channels in its manifest: its
| names carry the module's prefix (a module's reports sit under the shared
| `reports` area as reports.view.<module>), and the platform's catalogue is the
| platform's entries followed by every module's, each name once.
*/
test.group('Module manifests', () => {
  test('a module declares only permissions of its own', ({ assert }) => {
    for (const module of modules) {
      for (const [area, entries] of Object.entries(module.permissions)) {
        assert.include([module.name, 'reports'], area, `${module.name} declares area ${area}`)
        for (const name of Object.keys(entries)) {
          const own = area === 'reports' ? `reports.view.${module.name}` : `${module.name}.`
          assert.isTrue(name.startsWith(own), `${module.name} declares ${name}`)
        }
      }
    }
  })

  test('the catalogue holds the platform and every module, each name once', ({ assert }) => {
    const names = SYSTEM_PERMISSIONS.map((permission) => permission.name)
    assert.equal(new Set(names).size, names.length)
    for (const module of modules) {
      for (const entries of Object.values(module.permissions))
        assert.includeMembers(names, Object.keys(entries))
    }
    assert.deepEqual(PERMISSION_AREAS.slice(0, 4), ['users', 'roles', 'events', 'reports'])
    assert.includeMembers(
      PERMISSION_AREAS,
      modules.map((module) => module.name)
    )
  })

  test('a module rules only its own channels, with permissions that exist', ({ assert }) => {
    const names = new Set<string>(SYSTEM_PERMISSIONS.map((permission) => permission.name))
    for (const module of modules) {
      for (const [channel, permissions] of Object.entries(module.channels ?? {})) {
        assert.isTrue(channel.startsWith(`${module.name}.`), `${module.name} rules ${channel}`)
        assert.isNotEmpty(permissions)
        for (const permission of permissions as readonly string[])
          assert.isTrue(names.has(permission), `${channel}: ${permission}`)
      }
    }
  })
})
