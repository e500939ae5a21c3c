import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#models/identity/user'

export const FACTORY_PASSWORD = 'correct-horse-battery-staple'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    fullName: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    password: FACTORY_PASSWORD,
    emailVerifiedAt: DateTime.now(),
    isActive: true,
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .state('inactive', (user) => {
    user.isActive = false
  })
  .build()
