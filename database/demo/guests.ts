import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Guest from '#models/hotel/guest'

type DemoGuest = [
  firstName: string,
  lastName: string,
  nationality: string,
  extra?: Partial<Pick<Guest, 'isVip' | 'isBlocked' | 'blockedReason' | 'company' | 'notes'>>,
]

const GUESTS: DemoGuest[] = [
  ['María', 'García', 'ES', { isVip: true, notes: 'Prefers a high floor.' }],
  ['João', 'Silva', 'BR'],
  ['Emma', 'Müller', 'DE', { company: 'Bergmann GmbH' }],
  ['Luca', 'Rossi', 'IT'],
  ['Sophie', 'Martin', 'FR', { isVip: true }],
  ['James', 'Smith', 'GB'],
  ['Olivia', 'Johnson', 'US', { company: 'Northwind Traders' }],
  ['Liam', 'Brown', 'CA'],
  ['Yuki', 'Tanaka', 'JP'],
  ['Wei', 'Chen', 'CN', { company: 'Lotus Trading' }],
  ['Priya', 'Sharma', 'IN'],
  ['Ahmed', 'Hassan', 'EG'],
  ['Fatima', 'Al-Sayed', 'AE', { isVip: true }],
  ['Lars', 'Andersen', 'DK'],
  ['Ingrid', 'Johansson', 'SE'],
  ['Mateo', 'Fernández', 'AR'],
  ['Valentina', 'López', 'MX'],
  ['Camila', 'Rodríguez', 'CO'],
  ['Diego', 'Pérez', 'CL'],
  ['Sofía', 'Gómez', 'UY'],
  ['Noah', 'Williams', 'AU'],
  ['Chloé', 'Dubois', 'BE'],
  ['Daan', 'de Vries', 'NL'],
  ['Aoife', 'Murphy', 'IE'],
  [
    'Jan',
    'Kowalski',
    'PL',
    {
      isBlocked: true,
      blockedReason: 'Left without paying in March; settle the balance before booking.',
    },
  ],
  ['Eva', 'Novák', 'CZ'],
  ['Nikos', 'Papadopoulos', 'GR'],
  ['Ana', 'Costa', 'PT', { isVip: true, company: 'Costa & Filhos' }],
  ['Min-jun', 'Kim', 'KR'],
  ['Thabo', 'Nkosi', 'ZA'],
  ['Amara', 'Okafor', 'NG'],
  ['Elif', 'Yılmaz', 'TR'],
  ['Olga', 'Ivanova', 'UA'],
  ['Hannah', 'Schmidt', 'AT'],
  ['Lukas', 'Meier', 'CH'],
  ['Aiko', 'Suzuki', 'JP'],
  ['Carlos', 'Ramírez', 'PE'],
  ['Isabella', 'Moreno', 'ES'],
  ['Ethan', 'Taylor', 'NZ'],
  ['Grace', 'Lee', 'SG', { notes: 'Allergic to feathers: synthetic pillows.' }],
]

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase()

/** 40 guests from 30-odd countries: a few VIPs and one blocked guest with a reason. Skipped when any guest exists. */
export async function seedGuests(client: QueryClientContract) {
  if (await Guest.query({ client }).first()) return
  for (const [index, [firstName, lastName, nationality, extra]] of GUESTS.entries()) {
    await Guest.create(
      {
        firstName,
        lastName,
        nationality,
        email: index % 7 === 6 ? null : `${ascii(firstName)}.${ascii(lastName)}@example.com`,
        phone: `+1 555 01${String(index).padStart(2, '0')}`,
        documentType: index % 3 === 0 ? 'ID card' : 'Passport',
        documentNumber: `${nationality}${String(100000 + index * 7919).slice(0, 6)}`,
        birthDate: DateTime.fromISO('1960-01-15').plus({ days: index * 397 }),
        address: '',
        company: '',
        notes: '',
        isVip: false,
        isBlocked: false,
        blockedReason: '',
        ...extra,
      },
      { client }
    )
  }
}
