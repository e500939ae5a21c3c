/*
| Demo customers (120): regulars, occasional guests and companies that book team
| dinners, with tags and marketing consent; a few are also hotel guests (the
| same person, linked by name). Skipped when any customer exists.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

type DemoCustomer = [
  name: string,
  kind: 'person' | 'company',
  tags: string[],
  consent: boolean,
  extra?: { taxId?: string; notes?: string; address?: string },
]

const CUSTOMERS: DemoCustomer[] = [
  ['María García', 'person', ['regular', 'vip'], true, { notes: 'Prefers a window table.' }],
  ['Sophie Martin', 'person', ['regular'], true],
  ['Olivia Johnson', 'person', [], false],
  ['Wei Chen', 'person', ['vegetarian'], true],
  ['Ana Costa', 'person', ['vip'], true, { notes: 'Celebrates her anniversary in June.' }],
  ['Grace Lee', 'person', ['allergy'], false, { notes: 'Nut allergy.' }],
  ['Lucía Vega', 'person', ['regular'], true],
  ['Tomás Ruiz', 'person', [], false],
  ['Akira Sato', 'person', ['regular'], false],
  ['Fatou Diop', 'person', ['vegan'], true],
  ['Jonas Berg', 'person', [], false],
  ['Carla Gómez', 'person', ['regular', 'wine'], true],
  ['Pierre Laurent', 'person', ['wine'], true],
  ['Emily Clarke', 'person', [], false],
  ['Mohammed Amrani', 'person', ['halal'], false],
  ['Isabel Ferreira', 'person', ['regular'], true],
  ['Daniel Novak', 'person', [], false],
  ['Hannah Weber', 'person', ['vegetarian'], true],
  ['Ravi Patel', 'person', ['vegetarian'], false],
  ['Chiara Bianchi', 'person', ['regular'], true],
  ['Noah Williams', 'person', [], false],
  ['Elena Petrova', 'person', ['gluten free'], true, { notes: 'Coeliac: gluten-free bread.' }],
  ['Oscar Lindqvist', 'person', [], false],
  ['Zoe Papadopoulou', 'person', ['regular'], true],
  ['Samuel Okoro', 'person', [], false],
  ['Laura Schmidt', 'person', ['birthday'], true],
  ['Marco Rossi', 'person', ['wine'], false],
  ['Aisha Rahman', 'person', [], true],
  ['Ben Thompson', 'person', ['regular'], false],
  ['Julia Nowak', 'person', [], true],
  [
    'Northwind Traders',
    'company',
    ['corporate'],
    true,
    { taxId: 'US-84-1234567', address: '1 Harbour Road, Seattle' },
  ],
  [
    'Bergmann GmbH',
    'company',
    ['corporate'],
    false,
    { taxId: 'DE811234567', address: 'Hafenstraße 4, Hamburg' },
  ],
  [
    'Lotus Trading',
    'company',
    ['corporate', 'events'],
    true,
    { taxId: 'CN-9131-0000', notes: 'Quarterly team dinner, 12 to 20 people.' },
  ],
  ['Costa & Filhos', 'company', ['events'], true, { taxId: 'PT501234567' }],
  ['Atlas Consulting', 'company', ['corporate'], false, { taxId: 'GB123456789' }],
  ['Blue Harbour Films', 'company', ['events'], true],
  ['Mesa Verde Architects', 'company', ['corporate'], false, { taxId: 'ES-B12345678' }],
  [
    'Riverside Rotary Club',
    'company',
    ['events'],
    true,
    { notes: 'Monthly lunch on the first Tuesday.' },
  ],
  ['Quantum Labs', 'company', ['corporate'], false],
  ['Sunrise Travel', 'company', ['agency'], true],
]

/* Occasional guests besides the regulars above: 80 more people, first and last names paired. */
const FIRST = ['Alex', 'Bea', 'Cyril', 'Dana', 'Eva', 'Félix', 'Gina', 'Hugo', 'Irene', 'Jorge']
const LAST = ['Alvarez', 'Brandt', 'Carvalho', 'Duarte', 'Eklund', 'Fischer', 'Gallo', 'Hoffmann']
const OCCASIONAL: DemoCustomer[] = FIRST.flatMap((first, index) =>
  LAST.map((last, position): DemoCustomer => [
    `${first} ${last}`,
    'person',
    [],
    (index + position) % 3 === 0,
  ])
)

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.')

export async function seedCustomers(client: QueryClientContract) {
  if (await client.from('customers').first()) return
  const guestRows = await client.from('guests').select('id', 'first_name', 'last_name')
  const guests = new Map<string, number>(
    guestRows.map((guest: any) => [`${guest.first_name} ${guest.last_name}`, guest.id])
  )
  const now = new Date()
  await client.table('customers').multiInsert(
    [...CUSTOMERS, ...OCCASIONAL].map(([name, kind, tags, consent, extra], index) => ({
      name,
      kind,
      tags: `{${tags.map((tag) => `"${tag}"`).join(',')}}`,
      marketing_consent: consent,
      tax_id: extra?.taxId ?? '',
      notes: extra?.notes ?? '',
      address: extra?.address ?? '',
      email:
        index % 6 === 5 ? null : `${slug(name)}@${kind === 'company' ? 'company' : 'mail'}.example`,
      phone: `+1 555 ${String(200 + index).padStart(4, '0')} ${String(1000 + index * 37).slice(0, 4)}`,
      guest_id: guests.get(name) ?? null,
      created_at: now,
      updated_at: now,
    }))
  )
}
