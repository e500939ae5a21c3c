import { BaseTransformer } from '@adonisjs/core/transformers'
import type InventoryCategory from '#models/inventory/inventory_category'

/* A category as the inventory screens see it; productsCount comes from withCount, parent is preloaded. */
export default class CategoryTransformer extends BaseTransformer<InventoryCategory> {
  forIndex() {
    const parent = this.resource.parent
    return {
      ...this.pick(this.resource, ['id', 'name', 'parentId', 'description']),
      parent: parent ? { id: parent.id, name: parent.name } : null,
      productsCount: Number(this.resource.$extras.productsCount ?? 0),
    }
  }

  forEdit() {
    return this.pick(this.resource, ['id', 'name', 'parentId', 'description'])
  }
}
