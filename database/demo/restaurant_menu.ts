/*
| Demo menu: ten categories (kitchen and bar), 40 items with prices and
| preparation times, their recipes from the inventory demo's products
| (referenced by SKU), and four combos. Categories, items and combos are
| skipped when any category exists; recipes are written for items that have
| none yet, line by line for the SKUs that exist, so running the seeder again
| once the products are there completes them.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { MenuStation } from '#enums/restaurant/menu_station'
import type { StockUnit } from '#enums/inventory/stock_unit'
import { recipeUnitsFor } from '#services/restaurant/recipe_cost'

type Line = [sku: string, quantity: string, unit: 'unit' | 'kg' | 'g' | 'l' | 'ml']
type DemoItem = [
  name: string,
  priceCents: number,
  minutes: number,
  description: string,
  recipe: Line[],
]

const MENU: [category: string, station: MenuStation, items: DemoItem[]][] = [
  [
    'Starters',
    'kitchen',
    [
      [
        'Tomato bruschetta',
        750,
        8,
        'House bread, tomato, basil, olive oil',
        [
          ['DRY-FLOUR', '80', 'g'],
          ['VEG-TOMATO', '120', 'g'],
          ['HRB-BASIL', '5', 'g'],
          ['DRY-OLIVEOIL', '15', 'ml'],
        ],
      ],
      [
        'Garlic shrimp',
        1100,
        10,
        'Sizzling in olive oil with chilli',
        [
          ['FSH-SHRIMP', '150', 'g'],
          ['VEG-GARLIC', '10', 'g'],
          ['DRY-OLIVEOIL', '40', 'ml'],
        ],
      ],
      [
        'Soup of the day',
        650,
        5,
        'Ask your waiter',
        [
          ['VEG-ONION', '80', 'g'],
          ['VEG-POTATO', '120', 'g'],
          ['VEG-CARROT', '60', 'g'],
          ['DAI-CREAM', '40', 'ml'],
        ],
      ],
      [
        'Caprese with basil',
        1050,
        6,
        'Mozzarella, tomatoes, basil',
        [
          ['DAI-MOZZA', '125', 'g'],
          ['VEG-TOMATO', '150', 'g'],
          ['HRB-BASIL', '5', 'g'],
          ['DRY-OLIVEOIL', '15', 'ml'],
        ],
      ],
      [
        'Calamari fritti',
        950,
        10,
        'With lemon mayonnaise',
        [
          ['FSH-SQUID', '180', 'g'],
          ['DRY-FLOUR', '40', 'g'],
          ['DRY-SUNOIL', '60', 'ml'],
          ['FRU-LEMON', '0.03', 'kg'],
        ],
      ],
    ],
  ],
  [
    'Salads',
    'kitchen',
    [
      [
        'Caesar salad',
        1150,
        8,
        'Romaine, parmesan, croutons, egg',
        [
          ['VEG-LETTUCE', '1', 'unit'],
          ['DAI-PARMESAN', '30', 'g'],
          ['DRY-FLOUR', '30', 'g'],
          ['DAI-EGGS', '1', 'unit'],
        ],
      ],
      [
        'Garden salad',
        1000,
        7,
        'Lettuce, tomato, peppers, balsamic',
        [
          ['VEG-LETTUCE', '0.5', 'unit'],
          ['VEG-TOMATO', '100', 'g'],
          ['VEG-PEPPER', '50', 'g'],
          ['DRY-BALSAMIC', '10', 'ml'],
        ],
      ],
      [
        'Avocado and chickpea bowl',
        1200,
        8,
        'Vegan',
        [
          ['FRU-AVOCADO', '1', 'unit'],
          ['DRY-CHICKPEA', '80', 'g'],
          ['VEG-TOMATO', '80', 'g'],
          ['HRB-CILANTRO', '5', 'g'],
        ],
      ],
    ],
  ],
  [
    'Mains',
    'kitchen',
    [
      [
        'Grilled beef tenderloin',
        2900,
        20,
        '250 g, with chimichurri',
        [
          ['MEA-BEEF', '250', 'g'],
          ['DRY-OLIVEOIL', '20', 'ml'],
          ['HRB-PARSLEY', '10', 'g'],
          ['VEG-GARLIC', '5', 'g'],
        ],
      ],
      [
        'Beef burger',
        1650,
        15,
        'Smoked bacon, house bun',
        [
          ['MEA-GROUND', '180', 'g'],
          ['DRY-FLOUR', '90', 'g'],
          ['MEA-BACON', '40', 'g'],
          ['VEG-LETTUCE', '0.1', 'unit'],
        ],
      ],
      [
        'Grilled chicken breast',
        1850,
        18,
        'Lemon butter, thyme',
        [
          ['MEA-CHICKEN', '250', 'g'],
          ['DAI-BUTTER', '20', 'g'],
          ['FRU-LEMON', '0.03', 'kg'],
        ],
      ],
      [
        'Grilled salmon',
        2200,
        15,
        'Lemon butter, green beans',
        [
          ['FSH-SALMON', '200', 'g'],
          ['DAI-BUTTER', '25', 'g'],
          ['FRU-LEMON', '0.05', 'kg'],
        ],
      ],
      [
        'Mushroom risotto',
        1600,
        20,
        'Parmesan, butter',
        [
          ['DRY-RICE', '100', 'g'],
          ['VEG-MUSHROOM', '150', 'g'],
          ['DAI-PARMESAN', '30', 'g'],
          ['DAI-BUTTER', '20', 'g'],
        ],
      ],
      [
        'Fish and chips',
        1750,
        15,
        'Battered sea bass, chips',
        [
          ['FSH-BASS', '200', 'g'],
          ['VEG-POTATO', '250', 'g'],
          ['DRY-FLOUR', '60', 'g'],
          ['DRY-SUNOIL', '150', 'ml'],
        ],
      ],
      [
        'Rack of lamb',
        2600,
        18,
        'Rosemary, garlic, potatoes',
        [
          ['MEA-LAMB', '280', 'g'],
          ['VEG-POTATO', '200', 'g'],
          ['VEG-GARLIC', '8', 'g'],
        ],
      ],
      [
        'Pork loin',
        1900,
        18,
        'Apple, mustard, carrots',
        [
          ['MEA-PORK', '220', 'g'],
          ['VEG-CARROT', '100', 'g'],
          ['DAI-BUTTER', '15', 'g'],
        ],
      ],
    ],
  ],
  [
    'Pasta',
    'kitchen',
    [
      [
        'Spaghetti carbonara',
        1450,
        12,
        'Bacon, egg yolk, parmesan',
        [
          ['DRY-PASTA', '120', 'g'],
          ['MEA-BACON', '60', 'g'],
          ['DAI-EGGS', '2', 'unit'],
          ['DAI-PARMESAN', '25', 'g'],
        ],
      ],
      [
        'Spaghetti al pomodoro',
        1250,
        12,
        'Tomato, garlic, basil (vegan)',
        [
          ['DRY-PASTA', '120', 'g'],
          ['DRY-TOMCAN', '0.5', 'unit'],
          ['VEG-GARLIC', '8', 'g'],
          ['HRB-BASIL', '5', 'g'],
        ],
      ],
      [
        'Lasagne',
        1500,
        10,
        'Slow-cooked beef ragù, béchamel',
        [
          ['MEA-GROUND', '150', 'g'],
          ['DRY-FLOUR', '80', 'g'],
          ['DAI-MILK', '150', 'ml'],
          ['DRY-TOMCAN', '0.25', 'unit'],
        ],
      ],
    ],
  ],
  [
    'Sides',
    'kitchen',
    [
      [
        'French fries',
        450,
        8,
        'With sea salt',
        [
          ['VEG-POTATO', '250', 'g'],
          ['DRY-SUNOIL', '100', 'ml'],
          ['DRY-SALT', '3', 'g'],
        ],
      ],
      [
        'Side salad',
        400,
        4,
        'Lettuce, balsamic',
        [
          ['VEG-LETTUCE', '0.5', 'unit'],
          ['DRY-OLIVEOIL', '10', 'ml'],
          ['DRY-BALSAMIC', '10', 'ml'],
        ],
      ],
      [
        'Grilled vegetables',
        500,
        8,
        'Peppers, onion, carrot',
        [
          ['VEG-PEPPER', '100', 'g'],
          ['VEG-ONION', '60', 'g'],
          ['VEG-CARROT', '80', 'g'],
          ['DRY-OLIVEOIL', '15', 'ml'],
        ],
      ],
    ],
  ],
  [
    'Desserts',
    'kitchen',
    [
      [
        'Tiramisu',
        750,
        4,
        'Cream, espresso, cocoa',
        [
          ['DAI-CREAM', '80', 'ml'],
          ['DAI-EGGS', '1', 'unit'],
          ['BEV-COFFEE', '10', 'g'],
          ['DRY-SUGAR', '20', 'g'],
        ],
      ],
      [
        'Strawberry pavlova',
        800,
        6,
        'Meringue, cream, strawberries',
        [
          ['DAI-EGGS', '2', 'unit'],
          ['DRY-SUGAR', '60', 'g'],
          ['DAI-CREAM', '60', 'ml'],
          ['FRU-STRAWB', '80', 'g'],
        ],
      ],
      [
        'Greek yogurt cheesecake',
        700,
        3,
        'Berry coulis',
        [
          ['DAI-YOGURT', '100', 'g'],
          ['DRY-SUGAR', '25', 'g'],
          ['DAI-EGGS', '1', 'unit'],
          ['DRY-FLOUR', '30', 'g'],
        ],
      ],
      [
        'Caramelised banana',
        600,
        5,
        'Whipped cream',
        [
          ['FRU-BANANA', '150', 'g'],
          ['DAI-CREAM', '50', 'ml'],
          ['DRY-SUGAR', '10', 'g'],
        ],
      ],
    ],
  ],
  [
    'Soft drinks',
    'bar',
    [
      ['Still water', 400, 1, '1.5 l bottle', [['BEV-STILL', '1', 'unit']]],
      ['Sparkling water', 300, 1, '50 cl', [['BEV-SPARKLING', '1', 'unit']]],
      ['Cola', 350, 1, '33 cl', [['BEV-COLA', '1', 'unit']]],
      ['Fresh orange juice', 450, 3, 'Squeezed to order', [['FRU-ORANGE', '400', 'g']]],
      [
        'Homemade lemonade',
        400,
        2,
        'Lemon, sugar, soda',
        [
          ['FRU-LEMON', '0.08', 'kg'],
          ['DRY-SUGAR', '20', 'g'],
          ['BEV-SPARKLING', '0.5', 'unit'],
        ],
      ],
    ],
  ],
  [
    'Hot drinks',
    'bar',
    [
      ['Espresso', 220, 2, '', [['BEV-COFFEE', '9', 'g']]],
      [
        'Cappuccino',
        320,
        3,
        '',
        [
          ['BEV-COFFEE', '9', 'g'],
          ['DAI-MILK', '150', 'ml'],
        ],
      ],
      ['Tea', 280, 3, 'Black or green', [['BEV-BLACKTEA', '1', 'unit']]],
    ],
  ],
  [
    'Wine and beer',
    'bar',
    [
      ['House red, glass', 650, 1, '15 cl', [['BEV-REDWINE', '0.2', 'unit']]],
      ['House white, glass', 650, 1, '15 cl', [['BEV-WHITEWINE', '0.2', 'unit']]],
      ['Lager', 550, 1, '33 cl bottle', [['BEV-LAGER', '1', 'unit']]],
      ['Prosecco, glass', 750, 1, '12.5 cl', [['BEV-PROSECCO', '0.167', 'unit']]],
    ],
  ],
  [
    'Cocktails',
    'bar',
    [
      [
        'Gin and tonic',
        950,
        3,
        'London dry, lemon',
        [
          ['BEV-GIN', '0.071', 'unit'],
          ['BEV-TONIC', '1', 'unit'],
          ['FRU-LEMON', '0.02', 'kg'],
        ],
      ],
      [
        'Strawberry Bellini',
        900,
        3,
        'Prosecco and strawberry',
        [
          ['BEV-PROSECCO', '0.133', 'unit'],
          ['FRU-STRAWB', '60', 'g'],
        ],
      ],
    ],
  ],
]

const COMBOS: [name: string, priceCents: number, description: string, items: [string, number][]][] =
  [
    [
      'Lunch menu',
      2400,
      'Soup, chicken and water, weekdays',
      [
        ['Soup of the day', 1],
        ['Grilled chicken breast', 1],
        ['Still water', 1],
      ],
    ],
    [
      'Burger meal',
      2100,
      'Burger, fries and a cola',
      [
        ['Beef burger', 1],
        ['French fries', 1],
        ['Cola', 1],
      ],
    ],
    [
      'Coffee and cake',
      900,
      'Any afternoon',
      [
        ['Cappuccino', 1],
        ['Greek yogurt cheesecake', 1],
      ],
    ],
    [
      'Dinner for two',
      8500,
      'Caprese, two tenderloins, two glasses of red',
      [
        ['Caprese with basil', 1],
        ['Grilled beef tenderloin', 2],
        ['House red, glass', 2],
      ],
    ],
  ]

async function seedMenuItems(client: QueryClientContract) {
  const now = new Date()
  for (const [index, [name, station]] of MENU.entries()) {
    await client.table('menu_categories').insert({
      name,
      station,
      sort_order: (index + 1) * 10,
      is_active: true,
      created_at: now,
      updated_at: now,
    })
  }
  const categoryRows = await client.from('menu_categories').select('id', 'name')
  const categories = new Map<string, number>(categoryRows.map((row: any) => [row.name, row.id]))
  await client.table('menu_items').multiInsert(
    MENU.flatMap(([category, , items]) =>
      items.map(([name, priceCents, minutes, description]) => ({
        category_id: categories.get(category),
        name,
        description,
        price_cents: priceCents,
        preparation_minutes: minutes,
        is_available: true,
        is_active: true,
        created_at: now,
        updated_at: now,
      }))
    )
  )
  const itemRows = await client.from('menu_items').select('id', 'name')
  const items = new Map<string, number>(itemRows.map((row: any) => [row.name, row.id]))
  for (const [name, priceCents, description, lines] of COMBOS) {
    const [combo] = await client
      .table('menu_combos')
      .insert({
        name,
        price_cents: priceCents,
        description,
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    await client.table('menu_combo_items').multiInsert(
      lines.map(([item, quantity]) => ({
        combo_id: combo.id,
        menu_item_id: items.get(item),
        quantity,
      }))
    )
  }
}

/** Recipes for items without one, from the products that exist (SKUs not stocked are left out). */
async function seedRecipes(client: QueryClientContract) {
  const productRows = await client.from('products').select('id', 'sku', 'unit')
  const products = new Map<string, { id: number; unit: StockUnit }>(
    productRows.map((row: any) => [String(row.sku).toUpperCase(), { id: row.id, unit: row.unit }])
  )
  const itemRows = await client.from('menu_items').select('id', 'name')
  const items = new Map<string, number>(itemRows.map((row: any) => [row.name, row.id]))
  const recipeRows = await client.from('menu_item_ingredients').distinct('menu_item_id')
  const withRecipe = new Set(recipeRows.map((row: any) => row.menu_item_id))
  const rows = MENU.flatMap(([, , entries]) =>
    entries.flatMap(([name, , , , recipe]) => {
      const itemId = items.get(name)
      if (!itemId || withRecipe.has(itemId)) return []
      return recipe
        .filter(
          ([sku, , unit]) =>
            products.has(sku) && recipeUnitsFor(products.get(sku)!.unit).includes(unit)
        )
        .map(([sku, quantity, unit]) => ({
          menu_item_id: itemId,
          product_id: products.get(sku)!.id,
          quantity,
          unit,
        }))
    })
  )
  if (rows.length) await client.table('menu_item_ingredients').multiInsert(rows)
}

export async function seedMenu(client: QueryClientContract) {
  if (!(await client.from('menu_categories').first())) await seedMenuItems(client)
  await seedRecipes(client)
}
