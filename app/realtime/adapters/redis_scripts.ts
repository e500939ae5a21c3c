/*
| The Lua scripts that decide presence atomically in Redis (see redis_adapter.ts):
| per channel a hash of members, per (channel, user) the set of processes holding
| that user, per process the index of its memberships.
*/

import type { Redis } from 'ioredis'
import type { JoinStatus } from './adapter.js'

const JOIN_SCRIPT = `
local status = 'present'
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then
  if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then
    return {'full', redis.call('HGETALL', KEYS[1])}
  end
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
  status = 'added'
end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[5])
return {status, redis.call('HGETALL', KEYS[1])}
`

/** Returns the member who left (JSON, '' if unknown), or nil while another process holds them. */
const LEAVE_SCRIPT = `
redis.call('SREM', KEYS[3], ARGV[3])
if redis.call('SREM', KEYS[2], ARGV[1]) == 0 or redis.call('SCARD', KEYS[2]) > 0 then
  return false
end
local member = redis.call('HGET', KEYS[1], ARGV[2]) or ''
redis.call('HDEL', KEYS[1], ARGV[2])
return member
`

/** The leave, for a dead process only: nothing once its "alive" key (KEYS[4]) is back. */
const REAP_SCRIPT = `
if redis.call('EXISTS', KEYS[4]) == 1 then
  return false
end
${LEAVE_SCRIPT}`

/** Forgets a dead process, unless it came back meanwhile. */
const FORGET_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('SREM', KEYS[4], ARGV[1])
return 1
`

export interface ScriptedRedis extends Redis {
  posadaPresenceJoin(...args: string[]): Promise<[JoinStatus, string[]]>
  posadaPresenceLeave(...args: string[]): Promise<string | null>
  posadaPresenceReap(...args: string[]): Promise<string | null>
  posadaForgetProcess(...args: string[]): Promise<number>
}

export function definePresenceScripts(redis: Redis): void {
  redis.defineCommand('posadaPresenceJoin', { numberOfKeys: 3, lua: JOIN_SCRIPT })
  redis.defineCommand('posadaPresenceLeave', { numberOfKeys: 3, lua: LEAVE_SCRIPT })
  redis.defineCommand('posadaPresenceReap', { numberOfKeys: 4, lua: REAP_SCRIPT })
  redis.defineCommand('posadaForgetProcess', { numberOfKeys: 4, lua: FORGET_SCRIPT })
}
