/** What the demo reports say: concerns a reviewer would really meet, and the talk around them. */

export interface DemoConcern {
  categoryId: number;
  name: string;
  text: string;
  /** A question the reviewer asks, and the reporter's answer. */
  question: string;
  answer: string;
  /** A note between reviewers. */
  note: string;
}

export const DEMO_CONCERNS: DemoConcern[] = [
  {
    categoryId: 101,
    name: 'Duplicate supplier invoices',
    text: 'Since March the same cleaning supplier has been paid twice for several monthly invoices. The second payment goes to a different bank account. The accounts payable team lead approves both.',
    question: 'Do you know roughly how many invoices were paid twice?',
    answer: 'At least five that I saw, each around 4,000 euros.',
    note: 'Finance confirms two duplicate payments so far; pulling the bank details.',
  },
  {
    categoryId: 101,
    name: 'Expense claims for cancelled trips',
    text: 'A sales manager claims hotel and flight expenses for customer visits that were cancelled. The receipts are from bookings that were refunded afterwards.',
    question: 'Which months do the claims cover?',
    answer: 'From January to April this year.',
    note: 'Travel desk can export the refunds for comparison.',
  },
  {
    categoryId: 102,
    name: 'Gifts from a logistics bidder',
    text: 'During the logistics tender a bidder gave expensive concert tickets to two members of the evaluation panel. That bidder later won the contract although its price was the highest.',
    question: 'Were the tickets given before or after the bids were opened?',
    answer: 'Before. I saw the envelope handed over in the lobby.',
    note: 'Procurement file requested; panel scores look unusual.',
  },
  {
    categoryId: 102,
    name: 'Customs facilitation payment',
    text: 'Our shipping agent asked for an extra cash fee to release containers from customs faster. The plant controller told us to pay it and book it as handling costs.',
    question: 'Is there any document showing the cash fee?',
    answer: 'There is an email from the agent with the amount.',
    note: 'Legal to advise on the anti-bribery policy before we interview the controller.',
  },
  {
    categoryId: 103,
    name: 'Revenue booked early',
    text: 'At quarter end, orders that had not shipped were invoiced and recognised as revenue. Credit notes were issued in the first week of the next quarter.',
    question: 'Which customers were involved?',
    answer: 'Mostly the two largest distributors in the region.',
    note: 'Audit sample of quarter-end invoices scheduled for next week.',
  },
  {
    categoryId: 104,
    name: 'Comments from a shift supervisor',
    text: 'A night-shift supervisor repeatedly makes comments about the age and appearance of female operators. People are afraid to complain because he decides the overtime.',
    question: 'Are there colleagues who heard the comments and would speak to us?',
    answer: 'Yes, two colleagues on the same shift.',
    note: 'HR business partner informed; interviews to be planned outside shift hours.',
  },
  {
    categoryId: 104,
    name: 'Exclusion from training',
    text: 'Staff over fifty in the warehouse are never put forward for the forklift certification, although they ask every year. Younger colleagues with less experience are chosen.',
    question: 'How are the candidates for the certification chosen?',
    answer: 'The team leader writes the list; there are no criteria.',
    note: 'Training records for the last three years requested.',
  },
  {
    categoryId: 105,
    name: 'Guard removed from a press',
    text: 'The safety guard of press number 4 was removed to speed up production. Operators have been told to keep working without it.',
    question: 'Is the press still running without the guard today?',
    answer: 'It was still running without it this morning.',
    note: 'Site safety manager asked to stop the press immediately.',
  },
  {
    categoryId: 105,
    name: 'Blocked emergency exits',
    text: 'Pallets block two emergency exits in the distribution centre most nights. The night manager says there is no other space.',
    question: 'Which exits are blocked?',
    answer: 'The two on the north side, next to the loading bays.',
    note: 'Unannounced site visit planned.',
  },
  {
    categoryId: 13,
    name: 'Personal use of company vans',
    text: 'Company vans are taken home at weekends and used for private removals. Fuel is paid with the company card.',
    question: 'Do you know which vans are used?',
    answer: 'Mostly the two white vans parked behind building C.',
    note: 'Fleet telematics data requested.',
  },
  {
    categoryId: 13,
    name: 'Data copied to personal drive',
    text: 'A departing engineer copied customer drawings to a personal cloud drive during his last week.',
    question: 'Do you know the date he copied the files?',
    answer: 'It was the Tuesday before he left.',
    note: 'IT security reviewing the upload logs.',
  },
  {
    categoryId: 109,
    name: 'Concern about a board member',
    text: 'A member of the regional board owns part of a company that has just been awarded a large maintenance contract. This was not declared.',
    question: 'How did you learn about the ownership?',
    answer: 'From the public company register.',
    note: 'Restricted: general counsel only.',
  },
];

export const DEMO_EMPLOYEES = [
  { employeeId: 'E10021', firstName: 'Marc', lastName: 'Dubois', jobTitle: 'Accounts payable lead', location: 'Lyon' },
  { employeeId: 'E10045', firstName: 'Sophie', lastName: 'Laurent', jobTitle: 'Plant controller', location: 'Lyon' },
  { employeeId: 'E20310', firstName: 'Jonas', lastName: 'Becker', jobTitle: 'Sales manager', location: 'Hamburg' },
  { employeeId: 'E20377', firstName: 'Lena', lastName: 'Schmidt', jobTitle: 'Shift supervisor', location: 'Hamburg' },
  { employeeId: 'E30102', firstName: 'Olivia', lastName: 'Tremblay', jobTitle: 'Night manager', location: 'Toronto' },
  { employeeId: 'E30118', firstName: 'Liam', lastName: 'Gagnon', jobTitle: 'Team leader', location: 'Montreal' },
  { employeeId: 'E40007', firstName: 'Grace', lastName: 'Miller', jobTitle: 'Procurement officer', location: 'London' },
  { employeeId: 'E40019', firstName: 'Henry', lastName: 'Walker', jobTitle: 'Engineer', location: 'London' },
];

/** The flex-field (additional information) questions of the Northwind Group for its reviewers. */
export const DEMO_FLEX_QUESTIONS = [
  {
    layout: 'select',
    mandatory: true,
    modifiable: true,
    text: { en: 'Investigation outcome', fr: "Résultat de l'enquête", es: 'Resultado de la investigación' },
    responses: [
      { en: 'Substantiated', fr: 'Fondé', es: 'Fundado' },
      { en: 'Partly substantiated', fr: 'Partiellement fondé', es: 'Parcialmente fundado' },
      { en: 'Not substantiated', fr: 'Non fondé', es: 'No fundado' },
    ],
  },
  {
    layout: 'radio',
    mandatory: false,
    modifiable: false,
    text: { en: 'Legal counsel involved?', fr: 'Conseil juridique impliqué ?', es: '¿Asesoría jurídica implicada?' },
    responses: [
      { en: 'Yes', fr: 'Oui', es: 'Sí' },
      { en: 'No', fr: 'Non', es: 'No' },
    ],
  },
  {
    layout: 'textarea',
    mandatory: false,
    modifiable: false,
    text: { en: 'Corrective actions', fr: 'Mesures correctives', es: 'Medidas correctivas' },
    responses: [],
  },
  {
    layout: 'singleCheckbox',
    mandatory: true,
    modifiable: true,
    text: {
      en: 'Reporter told of the outcome',
      fr: 'Déclarant informé du résultat',
      es: 'Denunciante informado del resultado',
    },
    responses: [],
  },
] as const;
