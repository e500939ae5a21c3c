import { createHash } from 'node:crypto'

export const VERIFICATION_LINK_TTL = '60 minutes'

/* The link names the address it verifies, so changing the e-mail voids older links. */
export function emailDigest(email: string) {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 40)
}
