/** The demo ethics-line content in English, French and Spanish: template texts, questions, challenge questions. */
import type { QuestionLayout } from '@candor/shared';

type Texts = { en: string; fr: string; es: string };
const t = (en: string, fr: string, es: string): Texts => ({ en, fr, es });

export interface DemoQuestion {
  key: string;
  layout: QuestionLayout;
  mandatory?: boolean;
  text: Texts;
  responses?: { value: Texts; branchTo?: string }[];
}

const YES = t('Yes', 'Oui', 'Sí');
const NO = t('No', 'Non', 'No');
const DONT_KNOW = t("I don't know", 'Je ne sais pas', 'No lo sé');
const yesNoUnknown = () => [{ value: YES }, { value: NO }, { value: DONT_KNOW }];

export const GROUP_TEMPLATE_TEXTS = {
  en: {
    positioningStatement:
      'Northwind Group is committed to doing business honestly and fairly. This ethics line is run independently of Northwind so that employees, contractors, suppliers and customers can raise concerns about possible misconduct safely and, if they wish, anonymously. Your report is passed only to the people at Northwind who are responsible for looking into it.',
    customAgreement:
      'I understand that this ethics line is operated independently of Northwind Group, that I may remain anonymous, and that the information I give is true to the best of my knowledge. I will not use this service to report an immediate threat to life or property: in an emergency I will contact the local emergency services.',
    sensitiveReportStatement:
      'Mark your report as sensitive if it concerns a member of senior management or someone who would normally review reports. A sensitive report is read only by a small group of designated reviewers.',
    reportTextPrompt:
      'Describe what happened in as much detail as you can: what happened, where and when, who was involved and how you came to know about it. Leave out your own name if you wish to stay anonymous.',
    categoryPrompt:
      'Choose the category that best describes your concern. If none fits exactly, choose the closest one.',
    additionalInformationPrompt:
      'These questions help the reviewers understand your report. Please answer the ones you can.',
  },
  fr: {
    positioningStatement:
      "Northwind Group s'engage à mener ses activités avec honnêteté et équité. Cette ligne éthique est gérée indépendamment de Northwind afin que les employés, sous-traitants, fournisseurs et clients puissent signaler en toute sécurité, et anonymement s'ils le souhaitent, tout manquement possible. Votre signalement est transmis uniquement aux personnes de Northwind chargées de l'examiner.",
    customAgreement:
      "Je comprends que cette ligne éthique est gérée indépendamment de Northwind Group, que je peux rester anonyme et que les informations que je fournis sont exactes à ma connaissance. Je n'utiliserai pas ce service pour signaler une menace immédiate pour des personnes ou des biens : en cas d'urgence, je contacterai les services d'urgence locaux.",
    sensitiveReportStatement:
      "Indiquez que votre signalement est sensible s'il concerne un membre de la direction ou une personne qui examine habituellement les signalements. Un signalement sensible n'est lu que par un petit groupe d'examinateurs désignés.",
    reportTextPrompt:
      "Décrivez les faits de la manière la plus détaillée possible : ce qui s'est passé, où et quand, qui était impliqué et comment vous en avez eu connaissance. N'indiquez pas votre nom si vous souhaitez rester anonyme.",
    categoryPrompt:
      'Choisissez la catégorie qui décrit le mieux votre préoccupation. Si aucune ne correspond exactement, choisissez la plus proche.',
    additionalInformationPrompt:
      'Ces questions aident les examinateurs à comprendre votre signalement. Répondez à celles que vous pouvez.',
  },
  es: {
    positioningStatement:
      'Northwind Group se compromete a actuar con honestidad y equidad. Esta línea ética funciona de forma independiente de Northwind para que empleados, contratistas, proveedores y clientes puedan comunicar con seguridad, y de forma anónima si lo desean, cualquier posible irregularidad. Su denuncia solo se transmite a las personas de Northwind responsables de investigarla.',
    customAgreement:
      'Entiendo que esta línea ética funciona de forma independiente de Northwind Group, que puedo permanecer en el anonimato y que la información que proporciono es veraz según mi leal saber. No utilizaré este servicio para comunicar una amenaza inmediata para personas o bienes: en caso de emergencia, llamaré a los servicios de emergencia locales.',
    sensitiveReportStatement:
      'Marque su denuncia como delicada si se refiere a un miembro de la alta dirección o a alguien que normalmente revisa las denuncias. Una denuncia delicada solo la lee un pequeño grupo de revisores designados.',
    reportTextPrompt:
      'Describa lo ocurrido con el mayor detalle posible: qué pasó, dónde y cuándo, quién participó y cómo se enteró. No incluya su nombre si desea permanecer en el anonimato.',
    categoryPrompt:
      'Elija la categoría que mejor describa su inquietud. Si ninguna encaja exactamente, elija la más próxima.',
    additionalInformationPrompt:
      'Estas preguntas ayudan a los revisores a entender su denuncia. Responda a las que pueda.',
  },
};

export const FRANCE_VANITY_TEXTS = {
  en: {
    positioningStatement:
      'Welcome to the Northwind France ethics line. Northwind France encourages everyone who works with us to speak up about conduct that breaks the law or our Code of Business Conduct. This service is run independently, and you may report anonymously.',
    customAgreement: GROUP_TEMPLATE_TEXTS.en.customAgreement.replace('Northwind Group', 'Northwind France'),
  },
  fr: {
    positioningStatement:
      'Bienvenue sur la ligne éthique de Northwind France. Northwind France encourage toutes les personnes qui travaillent avec nous à signaler les comportements contraires à la loi ou à notre Code de conduite des affaires. Ce service est géré de manière indépendante et vous pouvez effectuer un signalement anonyme.',
    customAgreement: GROUP_TEMPLATE_TEXTS.fr.customAgreement.replace('Northwind Group', 'Northwind France'),
  },
  es: {
    positioningStatement:
      'Bienvenido a la línea ética de Northwind France. Northwind France anima a todas las personas que trabajan con nosotros a comunicar cualquier conducta contraria a la ley o a nuestro Código de Conducta Empresarial. Este servicio funciona de forma independiente y puede denunciar de forma anónima.',
    customAgreement: GROUP_TEMPLATE_TEXTS.es.customAgreement.replace('Northwind Group', 'Northwind France'),
  },
};

/** Additional-information questions: every layout, one mandatory, and a branching chain 2 → 3 → 4. */
export const PREAMBLE_QUESTIONS: DemoQuestion[] = [
  {
    key: 'relationship',
    layout: 'radio',
    mandatory: true,
    text: t(
      'What is your relationship to Northwind?',
      'Quelle est votre relation avec Northwind ?',
      '¿Cuál es su relación con Northwind?',
    ),
    responses: [
      { value: t('Employee', 'Employé(e)', 'Empleado(a)') },
      { value: t('Former employee', 'Ancien(ne) employé(e)', 'Ex empleado(a)') },
      { value: t('Contractor or consultant', 'Sous-traitant ou consultant', 'Contratista o consultor') },
      { value: t('Supplier', 'Fournisseur', 'Proveedor') },
      { value: t('Customer', 'Client', 'Cliente') },
      { value: t('Other', 'Autre', 'Otro') },
    ],
  },
  {
    key: 'raisedBefore',
    layout: 'radio',
    text: t(
      'Have you already raised this concern with anyone at Northwind?',
      'Avez-vous déjà fait part de cette préoccupation à quelqu’un chez Northwind ?',
      '¿Ha comunicado ya esta inquietud a alguien de Northwind?',
    ),
    responses: [{ value: YES, branchTo: 'raisedWith' }, { value: NO }],
  },
  {
    key: 'raisedWith',
    layout: 'select',
    text: t('Who did you raise it with?', 'À qui en avez-vous fait part ?', '¿A quién se lo comunicó?'),
    responses: [
      { value: t('My manager', 'Mon responsable', 'Mi responsable') },
      { value: t('Human Resources', 'Ressources humaines', 'Recursos Humanos') },
      { value: t('Legal or Compliance', 'Service juridique ou conformité', 'Departamento jurídico o de cumplimiento') },
      { value: t('Senior management', 'Direction générale', 'Alta dirección') },
      { value: t('Someone else', 'Une autre personne', 'Otra persona'), branchTo: 'raisedWithWhom' },
    ],
  },
  {
    key: 'raisedWithWhom',
    layout: 'textarea',
    text: t(
      'Please describe the role of the person you raised it with and what happened next. You do not need to give names.',
      'Décrivez la fonction de la personne à qui vous en avez fait part et la suite donnée. Il n’est pas nécessaire de donner des noms.',
      'Describa el cargo de la persona a quien se lo comunicó y lo que ocurrió después. No es necesario dar nombres.',
    ),
  },
  {
    key: 'began',
    layout: 'date',
    text: t(
      'When did the events begin (approximately)?',
      'Quand les faits ont-ils commencé (approximativement) ?',
      '¿Cuándo comenzaron los hechos (aproximadamente)?',
    ),
  },
  {
    key: 'involved',
    layout: 'multipleCheckbox',
    text: t(
      'Who is involved? Select all that apply.',
      'Qui est impliqué ? Cochez toutes les réponses applicables.',
      '¿Quién está implicado? Marque todas las opciones que correspondan.',
    ),
    responses: [
      { value: t('A manager', 'Un responsable', 'Un responsable') },
      { value: t('A co-worker', 'Un(e) collègue', 'Un(a) compañero(a)') },
      { value: t('An executive', 'Un dirigeant', 'Un directivo') },
      { value: t('A supplier or contractor', 'Un fournisseur ou sous-traitant', 'Un proveedor o contratista') },
      { value: t('A customer', 'Un client', 'Un cliente') },
      { value: DONT_KNOW },
    ],
  },
  {
    key: 'duration',
    layout: 'rangeSelect',
    text: t(
      'How long has this been going on?',
      'Depuis combien de temps cela dure-t-il ?',
      '¿Desde hace cuánto tiempo ocurre?',
    ),
    responses: [
      { value: t('Less than a month', 'Moins d’un mois', 'Menos de un mes') },
      { value: t('1 to 6 months', '1 à 6 mois', 'De 1 a 6 meses') },
      { value: t('6 to 12 months', '6 à 12 mois', 'De 6 a 12 meses') },
      { value: t('More than a year', 'Plus d’un an', 'Más de un año') },
    ],
  },
  {
    key: 'ongoing',
    layout: 'singleCheckbox',
    text: t('The situation is still going on', 'La situation est toujours en cours', 'La situación continúa'),
    responses: [{ value: t('true', 'true', 'true') }, { value: t('false', 'false', 'false') }],
  },
];

/** Questions of a category, by category id; 13 is the template's undefined-question category. */
export const CATEGORY_QUESTIONS: Record<number, DemoQuestion[]> = {
  101: [
    {
      key: 'fraudAmount',
      layout: 'rangeSelect',
      text: t(
        'Approximately how much money is involved?',
        'Quel montant est approximativement en jeu ?',
        '¿Qué cantidad de dinero está aproximadamente en juego?',
      ),
      responses: [
        { value: t('Less than 1,000', 'Moins de 1 000', 'Menos de 1.000') },
        { value: t('1,000 to 10,000', '1 000 à 10 000', 'De 1.000 a 10.000') },
        { value: t('10,000 to 100,000', '10 000 à 100 000', 'De 10.000 a 100.000') },
        { value: t('More than 100,000', 'Plus de 100 000', 'Más de 100.000') },
        { value: DONT_KNOW },
      ],
    },
    {
      key: 'fraudRecords',
      layout: 'radio',
      text: t(
        'Are company records or accounts affected?',
        'Des documents ou comptes de l’entreprise sont-ils concernés ?',
        '¿Están afectados registros o cuentas de la empresa?',
      ),
      responses: yesNoUnknown(),
    },
  ],
  104: [
    {
      key: 'harassmentWhere',
      layout: 'select',
      text: t('Where did it happen?', 'Où cela s’est-il produit ?', '¿Dónde ocurrió?'),
      responses: [
        { value: t('At a Northwind site', 'Sur un site Northwind', 'En un centro de Northwind') },
        { value: t('Online or by phone', 'En ligne ou par téléphone', 'En línea o por teléfono') },
        {
          value: t(
            'At an off-site work event',
            'Lors d’un événement professionnel à l’extérieur',
            'En un evento de trabajo fuera de la empresa',
          ),
        },
        { value: t('Elsewhere', 'Ailleurs', 'En otro lugar') },
      ],
    },
    {
      key: 'harassmentWitnesses',
      layout: 'radio',
      text: t('Did anyone else witness it?', 'Quelqu’un d’autre en a-t-il été témoin ?', '¿Lo presenció alguien más?'),
      responses: yesNoUnknown(),
    },
  ],
  105: [
    {
      key: 'safetyInjury',
      layout: 'radio',
      text: t('Has anyone been injured?', 'Quelqu’un a-t-il été blessé ?', '¿Ha resultado herida alguna persona?'),
      responses: yesNoUnknown(),
    },
  ],
  13: [
    {
      key: 'generalArea',
      layout: 'select',
      text: t(
        'Which part of the business does your concern relate to?',
        'Quel secteur de l’entreprise votre préoccupation concerne-t-elle ?',
        '¿Con qué área de la empresa está relacionada su inquietud?',
      ),
      responses: [
        { value: t('Operations', 'Opérations', 'Operaciones') },
        { value: t('Finance', 'Finance', 'Finanzas') },
        { value: t('Sales and marketing', 'Ventes et marketing', 'Ventas y marketing') },
        { value: t('Human Resources', 'Ressources humaines', 'Recursos Humanos') },
        { value: t('Information technology', 'Informatique', 'Informática') },
        { value: t('Other', 'Autre', 'Otro') },
      ],
    },
    {
      key: 'generalRisk',
      layout: 'radio',
      text: t(
        'Is there an immediate risk to anyone’s health or safety?',
        'Existe-t-il un risque immédiat pour la santé ou la sécurité de quelqu’un ?',
        '¿Existe un riesgo inmediato para la salud o la seguridad de alguien?',
      ),
      responses: [{ value: YES }, { value: NO }],
    },
  ],
};

/** Security questions a hotline caller may answer instead of the password; each answer is a year and month (YYYYMM). */
export const CHALLENGE_QUESTIONS: Texts[] = [
  t(
    'In which year and month did you first join the organization?',
    'En quelle année et quel mois avez-vous rejoint l’organisation ?',
    '¿En qué año y mes se incorporó a la organización?',
  ),
  t(
    'In which year and month did the events you are reporting begin?',
    'En quelle année et quel mois les faits que vous signalez ont-ils commencé ?',
    '¿En qué año y mes comenzaron los hechos que denuncia?',
  ),
  t(
    'Which year and month is a date that only you would remember?',
    'Quelle année et quel mois correspondent à une date dont vous seul(e) vous souviendriez ?',
    '¿Qué año y mes corresponden a una fecha que solo usted recordaría?',
  ),
];

export const CODE_OF_CONDUCT_LINES = [
  'Northwind Group - Code of Business Conduct (summary)',
  '',
  '1. We act with integrity and obey the law in every country where we work.',
  '2. We never offer, give or accept bribes or improper payments of any kind.',
  '3. We keep accurate books and records and never misstate financial results.',
  '4. We treat colleagues with respect: harassment and discrimination are not tolerated.',
  '5. We put health and safety first and stop any work that is unsafe.',
  '6. We protect confidential information and the personal data entrusted to us.',
  '',
  'Raising a concern: speak to your manager, Human Resources or Legal, or use the',
  'Northwind ethics line, where you may report anonymously. Northwind does not',
  'tolerate retaliation against anyone who raises a concern in good faith.',
];
