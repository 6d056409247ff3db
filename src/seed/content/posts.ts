import type { Locale } from '@/i18n/locales'

/** A blog post of the demo content. Each section becomes an h2 of the body and an index entry. */
export type SeedPost = {
  category: 'humanitarian' | 'family' | 'parole' | 'news'
  featured: boolean
  publishedAt: string
  title: Record<Locale, string>
  alt: Record<Locale, string>
  intro: Record<Locale, string>
  sections: Array<{ anchor: string; title: Record<Locale, string>; body: Record<Locale, string[]>; list?: Record<Locale, string[]> }>
}

export const seedPosts: SeedPost[] = [
  {
    category: 'humanitarian',
    featured: true,
    publishedAt: '2026-10-14T15:00:00.000Z',
    title: { es: 'Visa VAWA: protección para víctimas de maltrato', en: 'VAWA: protection for victims of abuse' },
    alt: {
      es: 'Una familia unida frente a su nuevo hogar',
      en: 'A family standing together in front of their new home',
    },
    intro: {
      es: 'Si su esposo, esposa, padre o hijo ciudadano o residente le ha maltratado, la ley VAWA le permite pedir la residencia por su cuenta, sin que esa persona lo sepa.',
      en: 'If a citizen or resident spouse, parent or child has abused you, the VAWA law lets you apply for a green card on your own, without that person knowing.',
    },
    sections: [
      {
        anchor: 'que-es-vawa',
        title: { es: '¿Qué es VAWA?', en: 'What is VAWA?' },
        body: {
          es: ['VAWA es la Ley de Violencia contra la Mujer, pero protege a hombres y mujeres por igual. Su propósito es que nadie tenga que quedarse con quien le hace daño solo para conservar sus papeles.'],
          en: ['VAWA is the Violence Against Women Act, but it protects men and women alike. Its purpose is that nobody has to stay with an abuser just to keep their immigration case alive.'],
        },
      },
      {
        anchor: 'quien-califica',
        title: { es: '¿Quién puede calificar?', en: 'Who can qualify?' },
        body: {
          es: ['El maltrato no tiene que ser solo físico: insultos, amenazas, control del dinero o amenazas de deportación también cuentan.'],
          en: ['Abuse does not have to be physical: insults, threats, control of money or threats of deportation count too.'],
        },
        list: {
          es: [
            'Esposos o esposas de ciudadanos o residentes, o que se divorciaron hace menos de dos años.',
            'Padres maltratados por un hijo ciudadano mayor de 21 años.',
            'Hijos maltratados por un padre o madre ciudadano o residente.',
          ],
          en: [
            'Spouses of citizens or residents, or people divorced from them less than two years ago.',
            'Parents abused by a citizen son or daughter over 21.',
            'Children abused by a citizen or resident parent.',
          ],
        },
      },
      {
        anchor: 'como-empezar',
        title: { es: 'Cómo empezar', en: 'How to start' },
        body: {
          es: ['Reúna lo que tenga: mensajes, fotos, reportes de policía o cartas de consejeros. Si no tiene pruebas, no se preocupe; en la primera llamada gratuita le decimos qué sirve y cómo conseguirlo.'],
          en: ['Gather what you have: messages, photos, police reports or letters from counsellors. If you have no proof, do not worry; on the free first call we tell you what helps and how to get it.'],
        },
      },
    ],
  },
  {
    category: 'humanitarian',
    featured: true,
    publishedAt: '2026-09-02T15:00:00.000Z',
    title: { es: 'Visa U para víctimas de crimen: lo que debe saber', en: 'The U visa for crime victims: what you need to know' },
    alt: { es: 'Un documento aprobado junto a un edificio de gobierno', en: 'An approved document next to a government building' },
    intro: {
      es: 'Si usted fue víctima de un crimen en Estados Unidos y ayudó a la policía, puede tener derecho a la visa U, aunque haya entrado sin papeles.',
      en: 'If you were the victim of a crime in the United States and helped the police, you may be eligible for a U visa, even if you entered without papers.',
    },
    sections: [
      {
        anchor: 'requisitos-visa-u',
        title: { es: 'Requisitos principales', en: 'Main requirements' },
        body: {
          es: ['Haber sufrido daño físico o emocional por el crimen, tener información sobre lo que pasó y haber colaborado con las autoridades.'],
          en: ['You must have suffered physical or emotional harm from the crime, have information about what happened and have helped the authorities.'],
        },
        list: {
          es: ['Violencia doméstica', 'Asalto o robo con violencia', 'Trata de personas', 'Extorsión y chantaje'],
          en: ['Domestic violence', 'Assault or violent robbery', 'Human trafficking', 'Extortion and blackmail'],
        },
      },
      {
        anchor: 'certificacion',
        title: { es: 'La certificación de la policía', en: 'The police certification' },
        body: {
          es: ['La agencia que investigó el crimen firma un formulario que confirma su ayuda. Nosotros lo solicitamos por usted y damos seguimiento hasta obtenerlo.'],
          en: ['The agency that investigated the crime signs a form confirming your help. We request it for you and follow up until we get it.'],
        },
      },
      {
        anchor: 'familia-visa-u',
        title: { es: 'Su familia también puede beneficiarse', en: 'Your family can benefit too' },
        body: {
          es: ['Hijos menores, cónyuge y, en algunos casos, padres y hermanos pueden incluirse en la petición.'],
          en: ['Minor children, a spouse and, in some cases, parents and siblings can be included in the petition.'],
        },
      },
    ],
  },
  {
    category: 'humanitarian',
    featured: true,
    publishedAt: '2026-07-21T15:00:00.000Z',
    title: { es: 'Visa T: una salida para víctimas de trata', en: 'The T visa: a way out for trafficking victims' },
    alt: { es: 'Una persona mirando hacia un amanecer', en: 'A person looking toward a sunrise' },
    intro: {
      es: 'Muchas personas fueron engañadas por un coyote, un patrón o una pareja y obligadas a trabajar sin pago. La visa T existe para ellas.',
      en: 'Many people were deceived by a smuggler, a boss or a partner and forced to work without pay. The T visa exists for them.',
    },
    sections: [
      {
        anchor: 'que-es-trata',
        title: { es: '¿Qué se considera trata?', en: 'What counts as trafficking?' },
        body: {
          es: ['Trabajo forzado, deudas imposibles de pagar, documentos retenidos por el patrón o amenazas contra su familia son señales de trata.'],
          en: ['Forced labour, debts you can never pay, documents kept by an employer or threats against your family are signs of trafficking.'],
        },
      },
      {
        anchor: 'beneficios-visa-t',
        title: { es: 'Beneficios de la visa T', en: 'Benefits of the T visa' },
        body: {
          es: ['Permiso de trabajo, protección contra la deportación y, después de tres años, la posibilidad de pedir la residencia.'],
          en: ['A work permit, protection from deportation and, after three years, the chance to apply for a green card.'],
        },
      },
      {
        anchor: 'confidencialidad',
        title: { es: 'Su caso es confidencial', en: 'Your case is confidential' },
        body: {
          es: ['La ley protege su información: la persona que le hizo daño no es notificada de su solicitud.'],
          en: ['The law protects your information: the person who harmed you is not told about your application.'],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: true,
    publishedAt: '2026-06-10T15:00:00.000Z',
    title: { es: 'Visa K-1: cómo traer a su prometido a Estados Unidos', en: 'K-1 visa: how to bring your fiancé to the United States' },
    alt: { es: 'Una pareja tomada de la mano', en: 'A couple holding hands' },
    intro: {
      es: 'Si usted es ciudadano y quiere casarse con su pareja que vive en otro país, la visa K-1 le permite traerla para celebrar la boda aquí.',
      en: 'If you are a citizen and want to marry your partner who lives abroad, the K-1 visa lets you bring them here for the wedding.',
    },
    sections: [
      {
        anchor: 'requisitos-k1',
        title: { es: 'Requisitos', en: 'Requirements' },
        body: {
          es: ['Usted debe ser ciudadano, ambos deben estar libres para casarse y haberse visto en persona en los últimos dos años.'],
          en: ['You must be a citizen, both of you must be free to marry and you must have met in person in the last two years.'],
        },
      },
      {
        anchor: 'plazo-90-dias',
        title: { es: 'El plazo de 90 días', en: 'The 90-day deadline' },
        body: {
          es: ['La boda debe celebrarse dentro de los 90 días después de la llegada de su prometido. Después se pide la residencia.'],
          en: ['The wedding must take place within 90 days of your fiancé’s arrival. Then the green card application is filed.'],
        },
      },
      {
        anchor: 'hijos-k2',
        title: { es: 'Los hijos de su prometido', en: 'Your fiancé’s children' },
        body: {
          es: ['Los hijos solteros menores de 21 años de su prometido pueden venir con visas K-2.'],
          en: ['Your fiancé’s unmarried children under 21 can come with K-2 visas.'],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: false,
    publishedAt: '2026-05-05T15:00:00.000Z',
    title: { es: 'Residencia a través de su esposo o esposa ciudadano', en: 'A green card through your citizen spouse' },
    alt: { es: 'Un matrimonio con su hija en casa', en: 'A married couple with their daughter at home' },
    intro: {
      es: 'Casarse con un ciudadano no da papeles automáticamente, pero abre un camino. Le explicamos los pasos y los errores más comunes.',
      en: 'Marrying a citizen does not give you papers automatically, but it opens a path. We explain the steps and the most common mistakes.',
    },
    sections: [
      {
        anchor: 'entrada-legal',
        title: { es: 'Si entró con visa o sin visa', en: 'If you entered with or without a visa' },
        body: {
          es: ['Quien entró con visa normalmente puede ajustar su estatus aquí. Quien entró sin inspección puede necesitar un perdón y una entrevista en su país.'],
          en: ['People who entered with a visa can usually adjust status here. People who entered without inspection may need a waiver and an interview abroad.'],
        },
      },
      {
        anchor: 'pruebas-matrimonio',
        title: { es: 'Pruebas de un matrimonio real', en: 'Proof of a real marriage' },
        body: {
          es: ['Fotos, cuentas compartidas, contrato de renta y actas de nacimiento de los hijos ayudan a demostrar su relación.'],
          en: ['Photos, joint accounts, a lease and your children’s birth certificates help prove your relationship.'],
        },
        list: {
          es: ['Acta de matrimonio', 'Pruebas de vida en común', 'Documentos de identidad de ambos'],
          en: ['Marriage certificate', 'Proof of life together', 'Identity documents for both of you'],
        },
      },
      {
        anchor: 'divorcio-18-meses',
        title: { es: '¿Y si ya se divorció?', en: 'What if you are already divorced?' },
        body: {
          es: ['Si se divorció de un ciudadano o residente hace 18 meses o menos y hubo maltrato, todavía puede tener opciones. Llámenos.'],
          en: ['If you divorced a citizen or resident 18 months ago or less and there was abuse, you may still have options. Call us.'],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: false,
    publishedAt: '2026-03-18T15:00:00.000Z',
    title: { es: 'Petición familiar: traer a sus padres y hermanos', en: 'Family petitions: bringing your parents and siblings' },
    alt: { es: 'Abuelos abrazando a sus nietos', en: 'Grandparents hugging their grandchildren' },
    intro: {
      es: 'Los ciudadanos y residentes pueden pedir a ciertos familiares. El tiempo de espera depende del parentesco y del país.',
      en: 'Citizens and residents can petition for certain relatives. The wait depends on the relationship and the country.',
    },
    sections: [
      {
        anchor: 'quien-puede-pedir',
        title: { es: '¿A quién puede pedir?', en: 'Who can you petition for?' },
        body: {
          es: ['Un ciudadano mayor de 21 años puede pedir a sus padres. Un ciudadano puede pedir a sus hermanos. Un residente puede pedir a su cónyuge e hijos solteros.'],
          en: ['A citizen over 21 can petition for their parents. A citizen can petition for siblings. A resident can petition for a spouse and unmarried children.'],
        },
      },
      {
        anchor: 'tiempos-espera',
        title: { es: 'Tiempos de espera', en: 'Waiting times' },
        body: {
          es: ['Los padres de ciudadanos no esperan turno. Para hermanos la espera puede ser de muchos años; por eso conviene empezar pronto.'],
          en: ['Parents of citizens do not wait in line. For siblings the wait can be many years, which is why it pays to start early.'],
        },
      },
      {
        anchor: 'patrocinio',
        title: { es: 'La carta de patrocinio', en: 'The affidavit of support' },
        body: {
          es: ['Quien pide debe demostrar ingresos suficientes o conseguir un co-patrocinador. Le ayudamos a calcularlo.'],
          en: ['The petitioner must show enough income or find a joint sponsor. We help you work it out.'],
        },
      },
    ],
  },
  {
    category: 'parole',
    featured: true,
    publishedAt: '2026-08-12T15:00:00.000Z',
    title: { es: 'Nuevo Parole humanitario: ¿quién califica?', en: 'New humanitarian parole: who qualifies?' },
    alt: { es: 'Un calendario marcado y un pasaporte', en: 'A marked calendar and a passport' },
    intro: {
      es: 'Hay mucha información confusa sobre el nuevo parole. Aquí le explicamos con claridad a quién ayuda y a quién no.',
      en: 'There is a lot of confusing information about the new parole. Here we explain clearly who it helps and who it does not.',
    },
    sections: [
      {
        anchor: 'requisitos-parole',
        title: { es: 'Las dos preguntas clave', en: 'The two key questions' },
        body: {
          es: ['¿Está casado con un ciudadano? ¿Lleva más de 10 años en el país? Si la respuesta a las dos es sí, podría calificar.'],
          en: ['Are you married to a citizen? Have you lived in the country for more than 10 years? If both answers are yes, you may qualify.'],
        },
      },
      {
        anchor: 'si-no-califica',
        title: { es: 'Si no califica, tiene otras opciones', en: 'If you do not qualify, you have other options' },
        body: {
          es: ['VAWA, visa U, visa T o una petición familiar pueden ser caminos para usted. En la evaluación gratuita revisamos todas.'],
          en: ['VAWA, the U visa, the T visa or a family petition may be paths for you. In the free evaluation we review them all.'],
        },
      },
      {
        anchor: 'evitar-fraudes',
        title: { es: 'Cuidado con los fraudes', en: 'Beware of fraud' },
        body: {
          es: ['Nadie puede garantizarle un resultado. Desconfíe de notarios que cobran por llenar formularios sin ser abogados.'],
          en: ['Nobody can guarantee you a result. Be wary of “notarios” who charge to fill in forms without being attorneys.'],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2026-04-08T15:00:00.000Z',
    title: { es: 'Cómo prepararse para su cita de huellas', en: 'How to prepare for your biometrics appointment' },
    alt: { es: 'Una mano sobre un lector de huellas', en: 'A hand on a fingerprint scanner' },
    intro: {
      es: 'La cita de huellas es corta y sencilla, pero faltar puede retrasar su caso meses. Estos consejos le ayudan a llegar tranquilo.',
      en: 'The biometrics appointment is short and simple, but missing it can delay your case for months. These tips help you arrive calm.',
    },
    sections: [
      {
        anchor: 'que-llevar',
        title: { es: 'Qué llevar', en: 'What to bring' },
        body: { es: ['Lleve la carta de cita y una identificación con foto.'], en: ['Bring the appointment notice and a photo ID.'] },
        list: {
          es: ['Carta de cita original', 'Pasaporte o identificación', 'Copia de su recibo de solicitud'],
          en: ['Original appointment notice', 'Passport or ID', 'Copy of your receipt notice'],
        },
      },
      {
        anchor: 'cambiar-cita',
        title: { es: 'Si necesita cambiar la fecha', en: 'If you need to change the date' },
        body: {
          es: ['Se puede reprogramar por teléfono o en línea antes de la fecha. Avísenos y lo hacemos por usted.'],
          en: ['You can reschedule by phone or online before the date. Let us know and we will do it for you.'],
        },
      },
      {
        anchor: 'despues-cita',
        title: { es: 'Después de la cita', en: 'After the appointment' },
        body: {
          es: ['Guarde el sello que le ponen en la carta: es su prueba de asistencia.'],
          en: ['Keep the stamp they put on your notice: it is your proof of attendance.'],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2026-02-11T15:00:00.000Z',
    title: { es: 'Permiso de trabajo: renovaciones sin contratiempos', en: 'Work permits: renewals without surprises' },
    alt: { es: 'Una trabajadora sonriente en su empleo', en: 'A smiling worker at her job' },
    intro: {
      es: 'Perder el permiso de trabajo puede costarle el empleo. Renovar a tiempo es la mejor protección.',
      en: 'Losing your work permit can cost you your job. Renewing on time is the best protection.',
    },
    sections: [
      {
        anchor: 'cuando-renovar',
        title: { es: 'Cuándo renovar', en: 'When to renew' },
        body: {
          es: ['Puede pedir la renovación hasta 180 días antes de que venza su permiso actual.'],
          en: ['You can apply for a renewal up to 180 days before your current permit expires.'],
        },
      },
      {
        anchor: 'extension-automatica',
        title: { es: 'Extensión automática', en: 'Automatic extension' },
        body: {
          es: ['En muchas categorías, si renovó a tiempo, su permiso se extiende mientras se decide la renovación.'],
          en: ['In many categories, if you renewed on time, your permit is extended while the renewal is decided.'],
        },
      },
      {
        anchor: 'errores-comunes',
        title: { es: 'Errores comunes', en: 'Common mistakes' },
        body: {
          es: ['Usar la categoría equivocada o enviar fotos fuera de medida. Revisamos su solicitud antes de enviarla.'],
          en: ['Using the wrong category or sending photos of the wrong size. We review your application before it is sent.'],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2025-12-03T15:00:00.000Z',
    title: { es: 'Sus derechos si inmigración toca a su puerta', en: 'Your rights if immigration knocks on your door' },
    alt: { es: 'Una puerta cerrada de una casa', en: 'The closed front door of a house' },
    intro: {
      es: 'Todas las personas en Estados Unidos tienen derechos, tengan papeles o no. Conocerlos le da tranquilidad.',
      en: 'Everyone in the United States has rights, with or without papers. Knowing them gives you peace of mind.',
    },
    sections: [
      {
        anchor: 'no-abra',
        title: { es: 'No tiene que abrir la puerta', en: 'You do not have to open the door' },
        body: {
          es: ['Pida que le muestren una orden firmada por un juez por debajo de la puerta o por la ventana.'],
          en: ['Ask them to show a warrant signed by a judge under the door or through a window.'],
        },
      },
      {
        anchor: 'guardar-silencio',
        title: { es: 'Tiene derecho a guardar silencio', en: 'You have the right to remain silent' },
        body: {
          es: ['No firme nada sin hablar con un abogado y no dé información sobre su país de origen.'],
          en: ['Do not sign anything without speaking to an attorney and do not say where you were born.'],
        },
      },
      {
        anchor: 'plan-familiar',
        title: { es: 'Tenga un plan familiar', en: 'Have a family plan' },
        body: {
          es: ['Guarde el número de su abogado y deje instrucciones sobre el cuidado de sus hijos.'],
          en: ['Keep your attorney’s number handy and leave instructions for the care of your children.'],
        },
      },
    ],
  },
]
