import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import type Guest from '#models/hotel/guest'
import type { guestValidator } from '#validators/hotel/guests'

export type GuestData = Infer<typeof guestValidator>

/** The fields an event records; the block lives in its own events. */
export function guestFields(guest: Guest) {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    documentType: guest.documentType,
    documentNumber: guest.documentNumber,
    nationality: guest.nationality,
    birthDate: guest.birthDate?.toISODate() ?? null,
    address: guest.address,
    company: guest.company,
    notes: guest.notes,
    isVip: guest.isVip,
  }
}

export function blockFields(guest: Pick<Guest, 'isBlocked' | 'blockedReason'>) {
  return { isBlocked: guest.isBlocked, blockedReason: guest.blockedReason }
}

export function guestSubject(guest: Guest) {
  return { type: 'guest', id: guest.id, label: guest.fullName }
}

/** The block a form asks for: unblocking clears the reason. */
export function requestedBlock(data: GuestData) {
  const isBlocked = data.is_blocked ?? false
  return { isBlocked, blockedReason: isBlocked ? (data.blocked_reason ?? '') : '' }
}

export function guestAttributes(data: GuestData) {
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    email: data.email ?? null,
    phone: data.phone ?? '',
    documentType: data.document_type ?? '',
    documentNumber: data.document_number ?? '',
    nationality: data.nationality ?? null,
    birthDate: data.birth_date ? DateTime.fromJSDate(data.birth_date) : null,
    address: data.address ?? '',
    company: data.company ?? '',
    notes: data.notes ?? '',
    isVip: data.is_vip ?? false,
  }
}
