import { BaseTransformer } from '@adonisjs/core/transformers'
import type Guest from '#models/hotel/guest'

/* What the guest screens may see of a guest. */
export default class GuestTransformer extends BaseTransformer<Guest> {
  forIndex() {
    return {
      ...this.pick(this.resource, [
        'id',
        'firstName',
        'lastName',
        'email',
        'phone',
        'nationality',
        'documentType',
        'documentNumber',
        'company',
        'isVip',
        'isBlocked',
      ]),
      fullName: this.resource.fullName,
    }
  }

  forShow() {
    return {
      ...this.forIndex(),
      ...this.pick(this.resource, ['address', 'notes', 'blockedReason']),
      birthDate: this.resource.birthDate?.toISODate() ?? null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
