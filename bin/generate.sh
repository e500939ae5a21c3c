# Sourced by the npm scripts that compile or serve the client (test, dev): write
# what the assembler generates from the sources (.adonisjs/: page types, the route
# registries the client imports), so a fresh clone needs no step of its own.
# The test environment's .env.test is enough for it: no .env is needed.
NODE_ENV=test node ace codegen >/dev/null
