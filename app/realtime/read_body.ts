/*
| Reads a request body for the Pusher HTTP API, byte for byte as it arrived (its
| signature covers the raw body). Bodies are at most 10 events of 10 KB; anything far
| larger is not one, so reading stops at `limit` and the result is undefined.
*/
import type { IncomingMessage } from 'node:http'

export const MAX_API_BODY_BYTES = 1024 * 1024

export function readRawBody(
  request: IncomingMessage,
  limit = MAX_API_BODY_BYTES
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString()))
    request.on('error', reject)
  })
}
