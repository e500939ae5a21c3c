/*
| A loopback TCP proxy in front of a real service (PostgreSQL, Redis), so that a
| test can take the service away from the app and give it back without root:
|
|   const proxy = await startTcpProxy(5432)
|   proxy.url('postgres://postgres@127.0.0.1:5432/db')   // the same URL, through the proxy
|   proxy.cut()       // every open connection is destroyed; new ones are refused
|   proxy.restore()   // new connections go through again
|   await proxy.close()
*/
import net from 'node:net'

export type TcpProxy = {
  port: number
  url(target: string): string
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  const open = new Set<net.Socket>()
  let cut = false

  const server = net.createServer((client) => {
    if (cut) return client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    open.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as net.AddressInfo).port

  const proxy: TcpProxy = {
    port,
    url(target) {
      const url = new URL(target)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.toString()
    },
    cut() {
      cut = true
      for (const socket of open) socket.destroy()
      open.clear()
    },
    restore() {
      cut = false
    },
    close() {
      proxy.cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
  return proxy
}
