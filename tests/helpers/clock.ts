/*
| The installation's time zone (APP_TZ) for one test: the server reads it on
| every call (#services/clock), so a test can run in another zone and give it
| back afterwards. Use as `cleanup(useZone('America/Lima'))`.
*/
import env from '#start/env'

export function useZone(zone: string) {
  const previous = env.get('APP_TZ')
  env.set('APP_TZ', zone)
  return () => env.set('APP_TZ', previous ?? '')
}
