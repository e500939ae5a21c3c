/*
| Baseline for the HTTP benchmark: a bare node:http server answering with the exact
| bytes Posada sent, so the difference is the framework, the session and the
| database round trips. Runs in its own process (forked by http.mjs) so it never
| shares an event loop with the load generator. The routes arrive over IPC.
*/
import { createServer } from 'node:http'

process.once('message', ({ routes }) => {
  const table = new Map(
    Object.entries(routes).map(([path, { body, contentType }]) => [
      path,
      {
        body: Buffer.from(body),
        headers: { 'content-type': contentType, 'x-inertia': 'true', 'vary': 'X-Inertia' },
      },
    ])
  )
  const server = createServer((request, response) => {
    const route = table.get(request.url)
    if (!route) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { ...route.headers, 'content-length': route.body.length })
    response.end(route.body)
  })
  server.keepAliveTimeout = 5000
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
})

/* The parent going away (even killed) closes the IPC channel: do not outlive it. */
process.on('disconnect', () => process.exit(0))
