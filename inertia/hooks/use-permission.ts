import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@/types'

/** Whether the signed-in user holds `permission` (the server checks again on every request). */
export function usePermission(permission: string) {
  return usePage<SharedProps>().props.permissions.includes(permission)
}
