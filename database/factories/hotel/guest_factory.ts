import factory from '@adonisjs/lucid/factories'
import Guest from '#models/hotel/guest'
import { nextInSequence } from '#database/factories/sequence'

export const GuestFactory = factory
  .define(Guest, () => {
    const n = nextInSequence()
    return { firstName: 'Ana', lastName: `Guest ${n}`, email: `guest${n}@example.test` }
  })
  .state('vip', (guest) => {
    guest.isVip = true
  })
  .state('blocked', (guest) => {
    guest.isBlocked = true
    guest.blockedReason = 'Unpaid stay'
  })
  .build()
