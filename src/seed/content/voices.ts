import type { Locale } from '@/i18n/locales'

type L = Record<Locale, string>

/** Google reviews as staff copy them in (five stars each). */
export const reviews: Array<{ name: string; daysAgo: number; relative: L; body: L }> = [
  {
    name: 'María Guadalupe R.',
    daysAgo: 12,
    relative: { es: 'hace 2 semanas', en: '2 weeks ago' },
    body: {
      es: 'Gracias a la licenciada Salazar hoy tengo mi residencia. Siempre me explicaron todo en español y con paciencia.',
      en: 'Thanks to attorney Salazar I have my green card today. They always explained everything in Spanish and with patience.',
    },
  },
  {
    name: 'José Luis M.',
    daysAgo: 40,
    relative: { es: 'hace 1 mes', en: '1 month ago' },
    body: {
      es: 'Muy profesionales. Me llamaron el mismo día y la primera consulta fue gratis, como dijeron.',
      en: 'Very professional. They called me the same day and the first consultation was free, as they said.',
    },
  },
  {
    name: 'Carmen Delgado',
    daysAgo: 65,
    relative: { es: 'hace 2 meses', en: '2 months ago' },
    body: {
      es: 'Mi caso de VAWA parecía imposible y lo lograron. Me sentí escuchada y protegida.',
      en: 'My VAWA case seemed impossible and they did it. I felt heard and protected.',
    },
  },
  {
    name: 'Ricardo Fuentes',
    daysAgo: 95,
    relative: { es: 'hace 3 meses', en: '3 months ago' },
    body: {
      es: 'Excelente atención en la oficina de El Paso. Me mantenían informado de cada paso.',
      en: 'Excellent service at the El Paso office. They kept me informed at every step.',
    },
  },
  {
    name: 'Ana Patricia L.',
    daysAgo: 150,
    relative: { es: 'hace 5 meses', en: '5 months ago' },
    body: {
      es: 'Pedí a mis padres y ya están conmigo. Recomiendo esta firma a toda mi familia.',
      en: 'I petitioned for my parents and they are with me now. I recommend this firm to my whole family.',
    },
  },
  {
    name: 'Daniel Ortega',
    daysAgo: 210,
    relative: { es: 'hace 7 meses', en: '7 months ago' },
    body: {
      es: 'Honestos desde el principio: me dijeron qué opciones tenía y cuáles no. Eso vale mucho.',
      en: 'Honest from the start: they told me which options I had and which I did not. That is worth a lot.',
    },
  },
  {
    name: 'Sofía Hernández',
    daysAgo: 300,
    relative: { es: 'hace 10 meses', en: '10 months ago' },
    body: {
      es: 'Mi prometido llegó con la visa K-1 y nos casamos a tiempo. ¡Gracias por todo!',
      en: 'My fiancé arrived on the K-1 visa and we married in time. Thank you for everything!',
    },
  },
  {
    name: 'Luis Alberto P.',
    daysAgo: 400,
    relative: { es: 'hace 1 año', en: '1 year ago' },
    body: {
      es: 'Me ayudaron con mi permiso de trabajo en tiempo récord. Personal muy amable.',
      en: 'They helped me with my work permit in record time. Very kind staff.',
    },
  },
]

/** What clients say about an attorney (the profile slider cuts at 300 characters). */
/** `photo`: whether the client shared a photo (the field is optional; some do not). */
export const attorneyTestimonials: Array<{ client: string; founder: boolean; photo: boolean; body: L }> = [
  {
    client: 'Rosa E.',
    founder: true,
    photo: true,
    body: {
      es: 'La licenciada Adriana me atendió cuando nadie más quería tomar mi caso. Durante dos años me llamó para explicarme cada carta que llegaba de inmigración. Hoy mis hijos y yo vivimos sin miedo, con permiso de trabajo y con la residencia aprobada. No tengo palabras para agradecerle su paciencia, su honestidad y el cariño con que trata a cada familia que llega a su oficina.',
      en: 'Attorney Adriana took my case when nobody else would. For two years she called me to explain every letter that came from immigration. Today my children and I live without fear, with work permits and an approved green card. I have no words to thank her for her patience, her honesty and the care with which she treats every family that comes to her office.',
    },
  },
  {
    client: 'Martín G.',
    founder: true,
    photo: false,
    body: {
      es: 'Me explicó con claridad que mi caso tomaría tiempo y nunca me prometió nada que no pudiera cumplir.',
      en: 'She explained clearly that my case would take time and never promised anything she could not deliver.',
    },
  },
  {
    client: 'Yesenia T.',
    founder: true,
    photo: true,
    body: {
      es: 'Gracias a su programa en vivo supe que podía calificar para la visa U. Llamé, me evaluaron gratis y hoy tengo mi permiso de trabajo. El equipo siempre contesta el teléfono y responde en español. Se nota que les importa la gente y no solo el caso. La recomiendo a cualquier persona que tenga dudas sobre su situación migratoria.',
      en: 'Thanks to her live show I learned I could qualify for a U visa. I called, they evaluated my case for free and today I have my work permit. The team always answers the phone and replies in Spanish. You can tell they care about people and not just the case. I recommend her to anyone with questions about their immigration status.',
    },
  },
  {
    client: 'Héctor V.',
    founder: true,
    photo: false,
    body: {
      es: 'Profesional, directa y humana. Mi petición familiar salió sin un solo contratiempo.',
      en: 'Professional, direct and humane. My family petition went through without a single setback.',
    },
  },
  {
    client: 'Claudia N.',
    founder: false,
    photo: true,
    body: {
      es: 'El licenciado Whitfield llevó mi apelación con mucho cuidado y ganamos.',
      en: 'Attorney Whitfield handled my appeal with great care and we won.',
    },
  },
  {
    client: 'Fernando A.',
    founder: true,
    photo: false,
    body: {
      es: 'Después de quince años en este país por fin tengo papeles. Adriana y su equipo hicieron posible lo que otros abogados me dijeron que era imposible.',
      en: 'After fifteen years in this country I finally have papers. Adriana and her team made possible what other attorneys told me was impossible.',
    },
  },
  {
    client: 'Guadalupe S.',
    founder: false,
    photo: false,
    body: {
      es: 'Me ayudaron con un perdón complicado y me explicaron todo en español.',
      en: 'They helped me with a complicated waiver and explained everything in Spanish.',
    },
  },
  {
    client: 'Pedro C.',
    founder: true,
    photo: true,
    body: {
      es: 'Desde la primera llamada gratuita me sentí en buenas manos.',
      en: 'From the first free call I felt in good hands.',
    },
  },
]

/** Recorded live streams (pro bono raffle results and questions and answers), newest first. */
export const lives: Array<{ name: L; daysAgo: number; url: string }> = [
  {
    name: { es: 'Rifa pro bono de noviembre: ganadores', en: 'November pro bono raffle: winners' },
    daysAgo: 5,
    url: 'https://www.youtube.com/watch?v=sA1v3nNov26',
  },
  {
    name: { es: 'Preguntas y respuestas sobre VAWA', en: 'VAWA questions and answers' },
    daysAgo: 19,
    url: 'https://www.youtube.com/watch?v=sA1v3vawaQA',
  },
  {
    name: { es: 'Rifa pro bono de octubre', en: 'October pro bono raffle' },
    daysAgo: 35,
    url: 'https://www.youtube.com/watch?v=sA1v3nOct26',
  },
  {
    name: { es: 'Todo sobre la visa U', en: 'All about the U visa' },
    daysAgo: 50,
    url: 'https://www.youtube.com/watch?v=sA1v3visaU1',
  },
  {
    name: { es: 'Rifa pro bono de septiembre', en: 'September pro bono raffle' },
    daysAgo: 66,
    url: 'https://www.youtube.com/watch?v=sA1v3nSep26',
  },
  {
    name: { es: 'El parole para cónyuges explicado', en: 'Parole for spouses explained' },
    daysAgo: 80,
    url: 'https://www.facebook.com/salazarimmigrationlaw/videos/1048265530917',
  },
  {
    name: { es: 'Rifa pro bono de agosto', en: 'August pro bono raffle' },
    daysAgo: 97,
    url: 'https://www.youtube.com/watch?v=sA1v3nAug26',
  },
  {
    name: { es: 'Peticiones familiares: sus dudas', en: 'Family petitions: your questions' },
    daysAgo: 112,
    url: 'https://www.facebook.com/salazarimmigrationlaw/videos/1048265530544',
  },
  {
    name: { es: 'Rifa pro bono de julio', en: 'July pro bono raffle' },
    daysAgo: 128,
    url: 'https://www.youtube.com/watch?v=sA1v3nJul26',
  },
]

/** Alt texts of the giveaway photos: families who won a pro bono case in the monthly raffle. */
export const giveawayAlts: L[] = [
  {
    es: 'Familia Ramírez celebrando que ganó la rifa pro bono de noviembre',
    en: 'The Ramírez family celebrating their win in the November pro bono raffle',
  },
  {
    es: 'Madre y sus dos hijas sonriendo con el equipo de la firma',
    en: 'A mother and her two daughters smiling with the firm’s team',
  },
  {
    es: 'Pareja recibiendo la noticia de su caso gratuito en la oficina de El Paso',
    en: 'A couple receiving the news of their free case at the El Paso office',
  },
  {
    es: 'Abuelos con sus nietos después de ganar la rifa de octubre',
    en: 'Grandparents with their grandchildren after winning the October raffle',
  },
  {
    es: 'Joven trabajador ganador de la rifa pro bono con su carpeta de documentos',
    en: 'A young worker who won the pro bono raffle, holding his folder of documents',
  },
  { es: 'Familia Torres abrazada en la entrada de la oficina', en: 'The Torres family hugging at the office entrance' },
  {
    es: 'Madre soltera con su bebé celebrando su caso de VAWA gratuito',
    en: 'A single mother with her baby celebrating her free VAWA case',
  },
  {
    es: 'Hermanos ganadores de la rifa de septiembre con la abogada Salazar',
    en: 'Siblings who won the September raffle with attorney Salazar',
  },
  {
    es: 'Familia de cinco celebrando bajo confeti en el programa en vivo',
    en: 'A family of five celebrating under confetti on the live show',
  },
  {
    es: 'Pareja mayor con globos dorados tras ganar un caso pro bono',
    en: 'An older couple with gold balloons after winning a pro bono case',
  },
  { es: 'Padre e hijo ganadores de la rifa de agosto', en: 'A father and son who won the August raffle' },
  {
    es: 'Familia Mendoza en la oficina de Washington con su certificado de ganadores',
    en: 'The Mendoza family at the Washington office with their winners’ certificate',
  },
  {
    es: 'Tres generaciones de una familia celebrando la rifa de julio',
    en: 'Three generations of one family celebrating the July raffle',
  },
  {
    es: 'Ganadora de la rifa pro bono de junio con flores y su familia',
    en: 'The winner of the June pro bono raffle with flowers and her family',
  },
]

/** Travel testimonials: clients filmed on their first trip after their case was approved. */
export const travelTestimonials: Array<{ title: string; alt: L }> = [
  {
    title: 'Viaje — familia Ramírez',
    alt: {
      es: 'Video de la familia Ramírez en su primer viaje con papeles',
      en: 'Video of the Ramírez family on their first trip with papers',
    },
  },
  {
    title: 'Viaje — Carmen D.',
    alt: {
      es: 'Video de Carmen al volver a ver a su madre después de doce años',
      en: 'Video of Carmen seeing her mother again after twelve years',
    },
  },
  {
    title: 'Viaje — José Luis y Ana',
    alt: {
      es: 'Video de José Luis y Ana viajando juntos por primera vez',
      en: 'Video of José Luis and Ana travelling together for the first time',
    },
  },
  {
    title: 'Viaje — familia Ortega',
    alt: { es: 'Video de la familia Ortega en el aeropuerto de El Paso', en: 'Video of the Ortega family at El Paso airport' },
  },
  {
    title: 'Viaje — Sofía H.',
    alt: {
      es: 'Video de Sofía contando su viaje después de recibir la residencia',
      en: 'Video of Sofía describing her trip after getting her green card',
    },
  },
  {
    title: 'Viaje — Ricardo F.',
    alt: {
      es: 'Video de Ricardo en carretera rumbo a visitar a su familia',
      en: 'Video of Ricardo on the road to visit his family',
    },
  },
  {
    title: 'Viaje — familia Mendoza',
    alt: {
      es: 'Video de la familia Mendoza reunida en la fiesta de llegada',
      en: 'Video of the Mendoza family together at a welcome party',
    },
  },
  {
    title: 'Viaje — Guadalupe S.',
    alt: {
      es: 'Video de Guadalupe en su primer vuelo con permiso de viaje',
      en: 'Video of Guadalupe on her first flight with a travel permit',
    },
  },
]
