import factory from '@adonisjs/lucid/factories'
import Role from '#models/identity/role'

export const RoleFactory = factory
  .define(Role, ({ faker }) => ({
    name: `${faker.word.adjective()} ${faker.word.noun()} ${faker.string.alphanumeric(4)}`,
    description: faker.lorem.sentence(),
    isSystem: false,
  }))
  .build()
