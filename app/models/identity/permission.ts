import { PermissionSchema } from '#database/schema'

export default class Permission extends PermissionSchema {}
