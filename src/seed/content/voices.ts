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
export const attorneyTestimonials: Array<{ client: string; founder: boolean; body: L }> = [
  {
    client: 'Rosa E.',
    founder: true,
    body: {
      es: 'La licenciada Adriana me atendió cuando nadie más quería tomar mi caso. Durante dos años me llamó para explicarme cada carta que llegaba de inmigración. Hoy mis hijos y yo vivimos sin miedo, con permiso de trabajo y con la residencia aprobada. No tengo palabras para agradecerle su paciencia, su honestidad y el cariño con que trata a cada familia que llega a su oficina.',
      en: 'Attorney Adriana took my case when nobody else would. For two years she called me to explain every letter that came from immigration. Today my children and I live without fear, with work permits and an approved green card. I have no words to thank her for her patience, her honesty and the care with which she treats every family that comes to her office.',
    },
  },
  {
    client: 'Martín G.',
    founder: true,
    body: {
      es: 'Me explicó con claridad que mi caso tomaría tiempo y nunca me prometió nada que no pudiera cumplir.',
      en: 'She explained clearly that my case would take time and never promised anything she could not deliver.',
    },
  },
  {
    client: 'Yesenia T.',
    founder: true,
    body: {
      es: 'Gracias a su programa en vivo supe que podía calificar para la visa U. Llamé, me evaluaron gratis y hoy tengo mi permiso de trabajo. El equipo siempre contesta el teléfono y responde en español. Se nota que les importa la gente y no solo el caso. La recomiendo a cualquier persona que tenga dudas sobre su situación migratoria.',
      en: 'Thanks to her live show I learned I could qualify for a U visa. I called, they evaluated my case for free and today I have my work permit. The team always answers the phone and replies in Spanish. You can tell they care about people and not just the case. I recommend her to anyone with questions about their immigration status.',
    },
  },
  {
    client: 'Héctor V.',
    founder: true,
    body: {
      es: 'Profesional, directa y humana. Mi petición familiar salió sin un solo contratiempo.',
      en: 'Professional, direct and humane. My family petition went through without a single setback.',
    },
  },
  {
    client: 'Claudia N.',
    founder: false,
    body: {
      es: 'El licenciado Whitfield llevó mi apelación con mucho cuidado y ganamos.',
      en: 'Attorney Whitfield handled my appeal with great care and we won.',
    },
  },
  {
    client: 'Fernando A.',
    founder: true,
    body: {
      es: 'Después de quince años en este país por fin tengo papeles. Adriana y su equipo hicieron posible lo que otros abogados me dijeron que era imposible.',
      en: 'After fifteen years in this country I finally have papers. Adriana and her team made possible what other attorneys told me was impossible.',
    },
  },
  {
    client: 'Guadalupe S.',
    founder: false,
    body: {
      es: 'Me ayudaron con un perdón complicado y me explicaron todo en español.',
      en: 'They helped me with a complicated waiver and explained everything in Spanish.',
    },
  },
  {
    client: 'Pedro C.',
    founder: true,
    body: {
      es: 'Desde la primera llamada gratuita me sentí en buenas manos.',
      en: 'From the first free call I felt in good hands.',
    },
  },
]

/** Recorded live streams (pro bono raffle results). */
export const lives: Array<{ name: L; daysAgo: number }> = [
  { name: { es: 'Rifa pro bono de noviembre: ganadores', en: 'November pro bono raffle: winners' }, daysAgo: 5 },
  { name: { es: 'Preguntas y respuestas sobre VAWA', en: 'VAWA questions and answers' }, daysAgo: 19 },
  { name: { es: 'Rifa pro bono de octubre', en: 'October pro bono raffle' }, daysAgo: 35 },
  { name: { es: 'Todo sobre la visa U', en: 'All about the U visa' }, daysAgo: 50 },
  { name: { es: 'Rifa pro bono de septiembre', en: 'September pro bono raffle' }, daysAgo: 66 },
  { name: { es: 'El nuevo parole explicado', en: 'The new parole explained' }, daysAgo: 80 },
  { name: { es: 'Rifa pro bono de agosto', en: 'August pro bono raffle' }, daysAgo: 97 },
  { name: { es: 'Peticiones familiares: sus dudas', en: 'Family petitions: your questions' }, daysAgo: 112 },
  { name: { es: 'Rifa pro bono de julio', en: 'July pro bono raffle' }, daysAgo: 128 },
]

/** Alt texts of the giveaway photos. */
export const giveawayAlts: L[] = Array.from({ length: 14 }, (_, i) => ({
  es: `Familia ganadora de la rifa pro bono número ${i + 1} celebrando con el equipo de la firma`,
  en: `Family that won pro bono raffle number ${i + 1} celebrating with the firm's team`,
}))
