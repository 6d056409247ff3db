import type { Locale } from '@/i18n/locales'

type L = Record<Locale, string>
type Ls = Record<Locale, string[]>

export type SeedAttorney = {
  name: string
  /** URL segment of the profile: /abogados/{slug}, /en/attorneys/{slug}. */
  slug: string
  isFounder: boolean
  tone: 'warm' | 'cool'
  role: L
  summary: L
  biography: Record<Locale, string[]>
  languages: Ls
  practiceAreas: Ls
  associations: Ls
  socials: Array<{ network: 'facebook' | 'instagram' | 'linkedin' | 'youtube'; url: string }>
}

export const attorneys: SeedAttorney[] = [
  {
    name: 'Adriana Salazar',
    slug: 'adriana-salazar',
    isFounder: true,
    tone: 'warm',
    role: { es: 'Abogada fundadora', en: 'Founding attorney' },
    summary: {
      es: 'Hija de inmigrantes, se graduó de abogada a los 23 años y lleva más de 15 años ayudando a familias a arreglar su situación migratoria.',
      en: 'The daughter of immigrants, she graduated from law school at 23 and has spent more than 15 years helping families fix their immigration status.',
    },
    biography: {
      es: [
        'Adriana Salazar creció en El Paso en una familia que conoció de cerca el miedo de vivir sin papeles. Esa experiencia la llevó a estudiar leyes: se graduó a los 23 años y desde entonces ha dedicado su carrera a la inmigración.',
        'En más de 15 años ha acompañado a miles de familias en casos de VAWA, visas U y T, peticiones familiares y defensa ante la corte de inmigración. Es conocida por explicar cada paso con palabras sencillas y por no prometer lo que la ley no permite.',
        'Cada semana conduce Salazar en Vivo, un programa donde responde preguntas del público y sortea casos pro bono entre la comunidad.',
      ],
      en: [
        'Adriana Salazar grew up in El Paso in a family that knew the fear of living without papers. That experience led her to law school: she graduated at 23 and has devoted her career to immigration ever since.',
        'In more than 15 years she has guided thousands of families through VAWA, U and T visas, family petitions and immigration court defence. She is known for explaining each step in plain words and for never promising what the law does not allow.',
        'Every week she hosts Salazar en Vivo, a show where she answers questions from the audience and raffles pro bono cases among the community.',
      ],
    },
    languages: { es: ['Español', 'Inglés'], en: ['Spanish', 'English'] },
    practiceAreas: {
      es: ['VAWA', 'Visas U y T', 'Peticiones familiares', 'Defensa de deportación', 'Parole humanitario'],
      en: ['VAWA', 'U and T visas', 'Family petitions', 'Deportation defence', 'Humanitarian parole'],
    },
    associations: {
      es: ['Asociación Americana de Abogados de Inmigración (AILA)', 'Colegio de Abogados de Texas'],
      en: ['American Immigration Lawyers Association (AILA)', 'State Bar of Texas'],
    },
    socials: [
      { network: 'facebook', url: 'https://www.facebook.com/abogadaadrianasalazar' },
      { network: 'instagram', url: 'https://www.instagram.com/abogadaadrianasalazar' },
      { network: 'youtube', url: 'https://www.youtube.com/@salazarimmigrationlaw' },
    ],
  },
  {
    name: 'Thomas Whitfield',
    slug: 'thomas-whitfield',
    isFounder: false,
    tone: 'cool',
    role: { es: 'Abogado consultor', en: 'Consulting attorney' },
    summary: {
      es: 'Abogado consultor de la firma en Washington, DC, con experiencia en apelaciones y casos complejos ante el gobierno federal.',
      en: 'The firm’s consulting attorney in Washington, DC, experienced in appeals and complex cases before the federal government.',
    },
    biography: {
      es: [
        'Thomas Whitfield asesora a la firma desde Washington, DC, en casos que requieren apelaciones, perdones migratorios y gestiones ante agencias federales.',
        'Habla español desde sus años de voluntariado en Centroamérica y trabaja junto a nuestro equipo para que cada cliente reciba una estrategia cuidadosa.',
        'Antes de unirse a la firma trabajó en una clínica legal sin fines de lucro, donde representó a familias detenidas y a menores que llegaron solos al país. De esa etapa conserva una costumbre: leer cada expediente completo antes de dar una opinión.',
        'Cuando un caso necesita una segunda mirada, revisa la estrategia con la abogada Salazar y explica al cliente, sin tecnicismos, qué riesgos hay y qué se puede hacer.',
      ],
      en: [
        'Thomas Whitfield advises the firm from Washington, DC, on cases that call for appeals, immigration waivers and dealings with federal agencies.',
        'He has spoken Spanish since his volunteer years in Central America and works with our team so each client gets a careful strategy.',
        'Before joining the firm he worked at a non-profit legal clinic, where he represented detained families and children who arrived in the country alone. From those years he keeps one habit: reading every file in full before giving an opinion.',
        'When a case needs a second look, he reviews the strategy with attorney Salazar and explains to the client, without jargon, what the risks are and what can be done.',
      ],
    },
    languages: { es: ['Inglés', 'Español'], en: ['English', 'Spanish'] },
    practiceAreas: {
      es: ['Apelaciones', 'Perdones migratorios', 'Casos federales'],
      en: ['Appeals', 'Immigration waivers', 'Federal cases'],
    },
    associations: {
      es: ['Colegio de Abogados del Distrito de Columbia', 'AILA, capítulo de Washington'],
      en: ['District of Columbia Bar', 'AILA, Washington chapter'],
    },
    socials: [
      { network: 'linkedin', url: 'https://www.linkedin.com/in/thomaswhitfield-law' },
      { network: 'facebook', url: 'https://www.facebook.com/thomaswhitfieldlaw' },
    ],
  },
]
