/*
| A loopback TCP proxy in front of a real service (PostgreSQL, Redis), so that a
| test can take the service away from the app and give it back without root:
|
|   const proxy = await startTcpProxy(5432)
|   proxy.url('postgres://postgres@127.0.0.1:5432/db')   // the same URL, through the proxy
|   proxy.cut()       // every open connection is destroyed; new ones are refused
|   proxy.restore()   // new connections go through again
|   proxy.freeze()    // connections stay open, but nothing goes through either way
|   proxy.thaw()      // what was held goes through, and everything after it
|   await proxy.close()
*/
import net from 'node:net'

export type TcpProxy = {
  port: number
  url(target: string): string
  cut(): void
  restore(): void
  freeze(): void
  thaw(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  const open = new Set<net.Socket>()
  const pairs = new Set<[net.Socket, net.Socket]>()
  let cut = false
  let frozen = false

  const join = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream)
    upstream.pipe(client)
  }
  const hold = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.unpipe(upstream).pause()
    upstream.unpipe(client).pause()
  }

  const server = net.createServer((client) => {
    if (cut) return client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    const pair: [net.Socket, net.Socket] = [client, upstream]
    open.add(client).add(upstream)
    pairs.add(pair)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
      pairs.delete(pair)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    if (frozen) hold(pair)
    else join(pair)
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
    freeze() {
      frozen = true
      for (const pair of pairs) hold(pair)
    },
    thaw() {
      frozen = false
      for (const pair of pairs) join(pair)
    },
    close() {
      proxy.cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
  return proxy
}
