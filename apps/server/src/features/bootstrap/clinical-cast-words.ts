import type { CancelReason, DenyReason } from '@konzilium/contract/codes'
import type { CastDoctor, CastRep } from './clinical-cast-types'

// The words of the demo cast: its fixed doctors and representatives, invented names, cities and
// the texts of decisions and notes.

/**
 * Colleagues at the demo centres: two per centre, one of every five still invited. Their names
 * are of the same invented family and none is a patient's or another demo person's surname.
 */
export const colleagueSurnames = [
  'Nácvičný',
  'Provizorní',
  'Zkusmý',
  'Nezávazný',
  'Smluvený',
  'Vysněný',
  'Domyšlený',
  'Obrazný',
  'Zamýšlený',
  'Předstíraný',
]
export const colleagueFirstNames: [string, 'female' | 'male'][] = [
  ['Alena', 'female'],
  ['Martin', 'male'],
  ['Kateřina', 'female'],
  ['Roman', 'male'],
  ['Zuzana', 'female'],
  ['David', 'male'],
  ['Monika', 'female'],
  ['Filip', 'male'],
]
export const colleagueDegrees: [string, string | null][] = [
  ['MUDr.', null],
  ['MUDr.', 'Ph.D.'],
  ['doc. MUDr.', 'Ph.D.'],
  ['MUDr.', null],
]

/**
 * Invented surnames, masculine form; the feminine one is derived (-ý → -á, -í stays). None is the
 * surname of a demo account or of extraCast, so a name finds one person.
 */
export const surnames = [
  'Vymyšlený',
  'Zdánlivý',
  'Náhodný',
  'Testovací',
  'Hypotetický',
  'Orientační',
  'Představený',
  'Předběžný',
  'Přibližný',
  'Dočasný',
  'Nahodilý',
  'Záměnný',
  'Nahraný',
  'Vzorkový',
  'Náčrtný',
  'Zkoušený',
  'Šablonový',
  'Napodobený',
  'Cvičebný',
  'Předpokládaný',
  'Nastíněný',
  'Navržený',
  'Vyzkoušený',
  'Odhadnutý',
]
export const womenNames = [
  'Marie',
  'Jana',
  'Eva',
  'Hana',
  'Lenka',
  'Petra',
  'Lucie',
  'Věra',
  'Alena',
  'Tereza',
  'Ivana',
  'Zdeňka',
]
export const menNames = [
  'Jan',
  'Petr',
  'Josef',
  'Pavel',
  'Tomáš',
  'Martin',
  'Jiří',
  'Karel',
  'Ondřej',
  'Lukáš',
  'Michal',
  'Václav',
]
export const cities = [
  'Kolín',
  'Kutná Hora',
  'Nymburk',
  'Benešov',
  'Praha 4',
  'Praha 9',
  'Mladá Boleslav',
  'Brno',
  'Ostrava',
  'Beroun',
]
export const denyComments: Record<DenyReason, string> = {
  criteria_not_met:
    'PASI pod hranicí pro biologickou léčbu, doporučujeme pokračovat v topické léčbě.',
  incomplete_data: 'Chybí výsledky laboratorních vyšetření a přehled dosavadní léčby.',
  missing_examination: 'Prosíme doplnit RTG hrudníku a QuantiFERON před zahájením léčby.',
  capacity: 'Centrum nyní nepřijímá nové pacienty, prosíme o odeslání jinam.',
  wrong_specialty: 'Diagnóza patří do péče revmatologického centra.',
  other_centre_better: 'Pacient bydlí blíže jinému centru, které léčbu zajistí.',
  patient_declined: 'Pacient při telefonickém kontaktu léčbu odmítl.',
  other: 'Prosíme o konzultaci telefonicky.',
}
export const cancelComments: Record<CancelReason, string> = {
  patient_declined: 'Pacient si léčbu rozmyslel.',
  condition_improved: 'Stav se po úpravě léčby zlepšil.',
  sent_in_error: 'Odesláno omylem, duplicitní žádanka.',
  referred_elsewhere: 'Pacient byl odeslán do jiného centra.',
  other: 'Pacient se odstěhoval.',
}
export const notes = [
  'Opakovaně selhala konvenční systémová léčba.',
  'Pacient žádá o co nejrychlejší termín.',
  null,
  'Přikládám výsledky posledních vyšetření.',
  null,
]

export const doctorsOfCast: Omit<CastDoctor, 'minutesAgo'>[] = [
  {
    email: 'modelova@ambulance.demo.konzilium.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Eva',
    lastName: 'Modelová',
    degreesAfter: null,
    practiceName: 'Kožní ambulance Modelová, Kutná Hora',
    region: 'CZ020',
    specialty: '404',
    activated: true,
  },
  {
    email: 'cvicny@ambulance.demo.konzilium.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Marek',
    lastName: 'Cvičný',
    degreesAfter: 'Ph.D.',
    practiceName: 'Revmatologická ambulance Cvičný, Praha 4',
    region: 'CZ010',
    specialty: '109',
    activated: true,
  },
  {
    email: 'domnela@ambulance.demo.konzilium.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Hana',
    lastName: 'Domnělá',
    degreesAfter: null,
    practiceName: 'Praktický lékař Domnělá, Nymburk',
    region: 'CZ020',
    specialty: '001',
    activated: false,
  },
  {
    email: 'namatkovy@ambulance.demo.konzilium.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Jiří',
    lastName: 'Namátkový',
    degreesAfter: null,
    practiceName: 'Dermatologie Namátkový, Brno',
    region: 'CZ064',
    specialty: '404',
    activated: true,
  },
  {
    email: 'zastupna@ambulance.demo.konzilium.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Lucie',
    lastName: 'Zástupná',
    degreesAfter: null,
    practiceName: 'Revmatologie Zástupná, Ostrava',
    region: 'CZ080',
    specialty: '109',
    activated: true,
  },
]

export const castReps: Omit<CastRep, 'minutesAgo'>[] = [
  {
    email: 'obchod.morava@pharma.demo.konzilium.cz',
    degreesBefore: 'Ing.',
    firstName: 'Radek',
    lastName: 'Výstavní',
    company: 'Ukázková Pharma s.r.o.',
    regions: ['CZ064', 'CZ071', 'CZ072', 'CZ080'],
    activated: true,
  },
  {
    email: 'obchod.zapad@pharma.demo.konzilium.cz',
    degreesBefore: 'Mgr.',
    firstName: 'Simona',
    lastName: 'Předváděcí',
    company: 'Modelová Biologika a.s.',
    regions: ['CZ032', 'CZ041', 'CZ042'],
    activated: false,
  },
]
