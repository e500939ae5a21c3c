/*
| The demo stock's catalogue: the categories, suppliers and products of a
| hotel kitchen and bar (produce, meat and fish, dairy, dry goods, beverages,
| cleaning), each product with its stock unit, how it is bought (a crate of
| 10 kg, a case of 24, a 25 kg sack of flour stocked in grams), its price per
| purchase unit in cents, how much a day the kitchen uses, and its reorder
| point and quantity in stock units.
*/
export type DemoSupplier = {
  key: string
  name: string
  taxId: string
  contactName: string
  email: string
  phone: string
  address: string
  paymentTerms: string
  leadTimeDays: number
}

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    key: 'produce',
    name: 'Huerta Verde Produce',
    taxId: 'B-41782210',
    contactName: 'Marta Ruiz',
    email: 'orders@huertaverde.test',
    phone: '+34 955 120 331',
    address: 'Mercado Central, stand 14',
    paymentTerms: 'Net 15',
    leadTimeDays: 1,
  },
  {
    key: 'meat',
    name: 'Puerto Meat & Fish',
    taxId: 'B-41900873',
    contactName: 'Andrés Soto',
    email: 'pedidos@puertomeat.test',
    phone: '+34 955 310 772',
    address: 'Muelle 3, Lonja del Puerto',
    paymentTerms: 'Net 7',
    leadTimeDays: 2,
  },
  {
    key: 'dairy',
    name: 'La Pradera Dairy',
    taxId: 'B-21455019',
    contactName: 'Lucía Ferrer',
    email: 'ventas@lapradera.test',
    phone: '+34 959 441 208',
    address: 'Camino de la Vega 12',
    paymentTerms: 'Net 15',
    leadTimeDays: 1,
  },
  {
    key: 'dry',
    name: 'Almacén Central Wholesale',
    taxId: 'A-28117760',
    contactName: 'Jorge Medina',
    email: 'clientes@almacencentral.test',
    phone: '+34 915 660 140',
    address: 'Polígono Sur, nave 8',
    paymentTerms: 'Net 30',
    leadTimeDays: 3,
  },
  {
    key: 'beverages',
    name: 'Bodega Sur Beverages',
    taxId: 'B-11609322',
    contactName: 'Elena Vidal',
    email: 'pedidos@bodegasur.test',
    phone: '+34 956 208 914',
    address: 'Avenida del Vino 45',
    paymentTerms: 'Net 30',
    leadTimeDays: 4,
  },
  {
    key: 'cleaning',
    name: 'LimpioPro Supplies',
    taxId: 'B-08736651',
    contactName: 'Pablo Herrera',
    email: 'service@limpiopro.test',
    phone: '+34 933 771 502',
    address: 'Carrer de la Indústria 77',
    paymentTerms: 'Net 30',
    leadTimeDays: 5,
  },
]

/* Top-level categories, then subcategories as "Parent › Child". */
export const DEMO_CATEGORIES: { name: string; parent?: string; description: string }[] = [
  { name: 'Produce', description: 'Fresh vegetables, fruit and herbs, delivered daily.' },
  { name: 'Vegetables', parent: 'Produce', description: 'Kept in the cold room.' },
  { name: 'Fruit', parent: 'Produce', description: 'For breakfast, desserts and the bar.' },
  { name: 'Herbs', parent: 'Produce', description: 'Bought by the bunch.' },
  { name: 'Meat & fish', description: 'Chilled, used within days of delivery.' },
  { name: 'Meat', parent: 'Meat & fish', description: 'Beef, poultry, pork and lamb.' },
  { name: 'Fish & seafood', parent: 'Meat & fish', description: 'From the morning market.' },
  { name: 'Dairy & eggs', description: 'Milk, cream, butter, cheese and eggs.' },
  { name: 'Dry goods', description: 'Flour, rice, pasta, oils, tins and spices.' },
  { name: 'Beverages', description: 'Everything the bar and the breakfast room pour.' },
  { name: 'Coffee & tea', parent: 'Beverages', description: 'Beans and tea bags.' },
  { name: 'Soft drinks', parent: 'Beverages', description: 'Water, juices and mixers.' },
  { name: 'Wine & beer', parent: 'Beverages', description: 'House wines, beer and spirits.' },
  { name: 'Cleaning', description: 'Kitchen and housekeeping supplies.' },
]

export type DemoProduct = {
  sku: string
  name: string
  category: string
  supplier: string
  unit: 'unit' | 'kg' | 'g' | 'l' | 'ml'
  purchaseUnit: string
  /** Stock units in one purchase unit. */
  factor: string
  /** Cents for one purchase unit. */
  priceCents: number
  /** Stock units used on an average day. */
  dailyUse: number
  reorderPoint: string
  reorderQuantity: string
}

/*
| One table per category: sku | name | stock unit | purchase unit | stock units
| in one | cents per purchase unit | stock units used a day | reorder point |
| reorder quantity.
*/
const TABLES: [category: string, supplier: string, rows: string][] = [
  [
    'Vegetables',
    'produce',
    `
VEG-TOMATO   | Tomatoes                | kg   | crate 10 kg   | 10    | 2200 | 6    | 23.5  | 50
VEG-ONION    | Onions                  | kg   | sack 20 kg    | 20    | 1600 | 3    | 12    | 40
VEG-POTATO   | Potatoes                | kg   | sack 25 kg    | 25    | 1750 | 8    | 31.5  | 75
VEG-CARROT   | Carrots                 | kg   | crate 10 kg   | 10    | 1100 | 2    | 8     | 20
VEG-PEPPER   | Bell peppers            | kg   | crate 5 kg    | 5     | 1450 | 1.5  | 6     | 15
VEG-LETTUCE  | Romaine lettuce         | unit | crate of 12   | 12    | 1080 | 8    | 32    | 72
VEG-GARLIC   | Garlic                  | g    | kg            | 1000  |  650 | 150  | 600   | 2000
VEG-MUSHROOM | Button mushrooms        | kg   | box 3 kg      | 3     | 1350 | 1    | 4     | 9
  `,
  ],
  [
    'Fruit',
    'produce',
    `
FRU-LEMON    | Lemons                  | kg   | box 10 kg     | 10    | 1900 | 1.5  | 6     | 20
FRU-ORANGE   | Juice oranges           | kg   | box 15 kg     | 15    | 1650 | 4    | 16    | 45
FRU-BANANA   | Bananas                 | kg   | box 18 kg     | 18    | 2100 | 2    | 8     | 18
FRU-STRAWB   | Strawberries            | kg   | tray 2 kg     | 2     | 1100 | 1    | 4     | 8
FRU-AVOCADO  | Avocados                | unit | box of 20     | 20    | 2400 | 10   | 39    | 80
  `,
  ],
  [
    'Herbs',
    'produce',
    `
HRB-BASIL    | Basil                   | g    | bunch 100 g   | 100   |  180 | 80   | 400   | 700
HRB-PARSLEY  | Flat-leaf parsley       | g    | bunch 100 g   | 100   |   90 | 100  | 400   | 800
HRB-CILANTRO | Cilantro                | g    | bunch 100 g   | 100   |   95 | 60   | 300   | 500
  `,
  ],
  [
    'Meat',
    'meat',
    `
MEA-BEEF     | Beef tenderloin         | kg   | kg            | 1     | 3200 | 2.5  | 13    | 20
MEA-CHICKEN  | Chicken breast          | kg   | case 10 kg    | 10    | 7800 | 4    | 21    | 40
MEA-PORK     | Pork loin               | kg   | kg            | 1     | 1100 | 1.5  | 8     | 12
MEA-GROUND   | Ground beef             | kg   | pack 5 kg     | 5     | 4200 | 2    | 10.5  | 20
MEA-BACON    | Smoked bacon            | kg   | pack 2 kg     | 2     | 1900 | 0.8  | 4.5   | 8
MEA-LAMB     | Rack of lamb            | kg   | kg            | 1     | 2800 | 0.6  | 3.5   | 5
  `,
  ],
  [
    'Fish & seafood',
    'meat',
    `
FSH-SALMON   | Salmon fillet           | kg   | kg            | 1     | 2400 | 1.8  | 9.5   | 15
FSH-SHRIMP   | Tiger shrimp            | kg   | box 2 kg      | 2     | 3600 | 1    | 5.5   | 8
FSH-BASS     | Sea bass                | kg   | kg            | 1     | 2100 | 1    | 5.5   | 8
FSH-SQUID    | Squid                   | kg   | kg            | 1     | 1300 | 0.5  | 3     | 4
  `,
  ],
  [
    'Dairy & eggs',
    'dairy',
    `
DAI-MILK     | Whole milk              | l    | case 12 l     | 12    | 1140 | 10   | 39    | 84
DAI-BUTTER   | Butter                  | kg   | case 5 kg     | 5     | 4250 | 0.8  | 3.5   | 10
DAI-CREAM    | Heavy cream             | l    | case 6 l      | 6     | 1260 | 2    | 8     | 18
DAI-EGGS     | Eggs                    | unit | tray of 30    | 30    |  780 | 45   | 176   | 360
DAI-MOZZA    | Mozzarella              | kg   | pack 2.5 kg   | 2.5   | 2125 | 1.2  | 5     | 10
DAI-PARMESAN | Parmesan                | kg   | kg            | 1     | 2600 | 0.3  | 1.5   | 3
DAI-YOGURT   | Greek yogurt            | kg   | tub 5 kg      | 5     | 1750 | 1.5  | 6     | 15
  `,
  ],
  [
    'Dry goods',
    'dry',
    `
DRY-FLOUR    | All-purpose flour       | g    | sack 25 kg    | 25000 | 1500 | 3000 | 19500 | 50000
DRY-SUGAR    | White sugar             | g    | sack 25 kg    | 25000 | 2000 | 1200 | 7800  | 25000
DRY-RICE     | Arborio rice            | kg   | sack 10 kg    | 10    | 1800 | 2.5  | 16.5  | 20
DRY-PASTA    | Spaghetti               | kg   | case 12 kg    | 12    | 2160 | 2    | 13    | 24
DRY-OLIVEOIL | Extra virgin olive oil  | l    | can 5 l       | 5     | 3900 | 1.5  | 10    | 15
DRY-SUNOIL   | Sunflower oil           | l    | can 10 l      | 10    | 2500 | 2    | 13    | 20
DRY-SALT     | Sea salt                | kg   | sack 10 kg    | 10    |  600 | 0.4  | 4     | 10
DRY-PEPPER   | Black pepper            | g    | kg            | 1000  | 2400 | 30   | 300   | 1000
DRY-TOMCAN   | Crushed tomatoes 400 g  | unit | case of 24    | 24    | 1850 | 6    | 39    | 48
DRY-CHICKPEA | Dried chickpeas         | kg   | sack 5 kg     | 5     | 1250 | 0.5  | 3.5   | 5
DRY-BALSAMIC | Balsamic vinegar        | ml   | bottle 500 ml | 500   |  650 | 50   | 500   | 2000
  `,
  ],
  [
    'Coffee & tea',
    'beverages',
    `
BEV-COFFEE   | Espresso beans          | kg   | bag 1 kg      | 1     | 1800 | 1.2  | 12.5  | 10
BEV-BLACKTEA | Black tea bags          | unit | box of 100    | 100   |  450 | 25   | 254   | 300
BEV-GREENTEA | Green tea bags          | unit | box of 100    | 100   |  520 | 10   | 136   | 200
  `,
  ],
  [
    'Soft drinks',
    'beverages',
    `
BEV-SPARKLING| Sparkling water 500 ml  | unit | case of 24    | 24    |  960 | 30   | 305   | 240
BEV-STILL    | Still water 1.5 l       | unit | pack of 6     | 6     |  330 | 20   | 203   | 162
BEV-COLA     | Cola 330 ml             | unit | case of 24    | 24    | 1440 | 24   | 244   | 192
BEV-OJ       | Orange juice 1 l        | unit | case of 12    | 12    | 1800 | 6    | 61    | 48
BEV-TONIC    | Tonic water 200 ml      | unit | case of 24    | 24    | 1320 | 8    | 82    | 72
  `,
  ],
  [
    'Wine & beer',
    'beverages',
    `
BEV-REDWINE  | House red wine 750 ml   | unit | case of 6     | 6     | 4200 | 6    | 61    | 48
BEV-WHITEWINE| House white wine 750 ml | unit | case of 6     | 6     | 3900 | 5    | 51    | 42
BEV-PROSECCO | Prosecco 750 ml         | unit | case of 6     | 6     | 5400 | 2    | 21    | 18
BEV-LAGER    | Lager 330 ml            | unit | case of 24    | 24    | 2400 | 30   | 305   | 240
BEV-GIN      | London dry gin 700 ml   | unit | bottle        | 1     | 1850 | 0.3  | 5     | 4
  `,
  ],
  [
    'Cleaning',
    'cleaning',
    `
CLN-DISH     | Dish detergent          | l    | can 5 l       | 5     | 1450 | 0.8  | 9.5   | 10
CLN-FLOOR    | Floor cleaner           | l    | can 5 l       | 5     | 1100 | 0.4  | 5     | 10
CLN-SANITIZER| Food-safe sanitizer     | l    | can 5 l       | 5     | 1650 | 0.3  | 4     | 5
CLN-TOWELS   | Paper towels            | unit | pack of 12    | 12    |  960 | 6    | 71    | 48
CLN-BAGS     | Trash bags 100 l        | unit | box of 100    | 100   | 1500 | 8    | 94    | 200
CLN-GLOVES   | Nitrile gloves          | unit | box of 100    | 100   |  850 | 20   | 234   | 300
CLN-GLASS    | Glass cleaner           | ml   | bottle 750 ml | 750   |  420 | 40   | 750   | 3000
  `,
  ],
]

export const DEMO_PRODUCTS: DemoProduct[] = TABLES.flatMap(([category, supplier, rows]) =>
  rows
    .trim()
    .split('\n')
    .map((row) => {
      const [sku, name, unit, purchaseUnit, factor, price, use, point, quantity] = row
        .split('|')
        .map((cell) => cell.trim())
      return {
        sku,
        name,
        category,
        supplier,
        unit: unit as DemoProduct['unit'],
        purchaseUnit,
        factor,
        priceCents: Number(price),
        dailyUse: Number(use),
        reorderPoint: point,
        reorderQuantity: quantity,
      }
    })
)
