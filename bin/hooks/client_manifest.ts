/*
| Writes .adonisjs/client/manifest.d.ts, which the browser's data types
| (.adonisjs/client/data.d.ts, from indexEntities) reference. The framework's
| own manifest references adonisrc.ts and the config files, for their module
| augmentations: the browser would then compile them, and every file
| adonisrc.ts imports, as its own code. The browser reads the server as the
| declarations tsconfig.server.json writes (the # aliases of
| inertia/tsconfig.json), where each transformer's output is already a plain
| type, so this manifest references nothing.
*/
import { hooks } from '@adonisjs/core/app'

export default hooks.init((_parent, _assembler, indexGenerator) => {
  indexGenerator.add('manifest', {
    source: 'config',
    output: '.adonisjs/client/manifest.d.ts',
    comment: true,
    as(_files, buffer) {
      buffer.write('export {}')
    },
  })
})
