import type { Locale } from '@/i18n/locales'
import type { CategoryKey } from './firm'

type L = Record<Locale, string>
type Ls = Record<Locale, string[]>

/**
 * A blog post of the demo content. Each section becomes an h2 of the body and an entry of the
 * article's index (the anchor is shared by both languages). Strings may hold `**bold**` and
 * `[label](url)` markup (see ../lexical.ts).
 */
export type SeedPost = {
  category: CategoryKey
  featured: boolean
  publishedAt: string
  /** Picks the cover illustration's motif and colours. */
  art: number
  title: L
  slug: L
  alt: L
  intro: Ls
  sections: Array<{ anchor: string; title: L; body: Ls; list?: Ls }>
}

export const seedPosts: SeedPost[] = [
  {
    category: 'humanitarian',
    featured: true,
    publishedAt: '2026-10-14T15:00:00.000Z',
    art: 0,
    title: { es: 'Visa VAWA: protección para víctimas de maltrato', en: 'VAWA: protection for victims of abuse' },
    slug: { es: 'visa-vawa-proteccion-para-victimas-de-maltrato', en: 'vawa-protection-for-victims-of-abuse' },
    alt: {
      es: 'Ilustración de una madre con sus hijos frente a su hogar al amanecer',
      en: 'Illustration of a mother with her children in front of their home at sunrise',
    },
    intro: {
      es: [
        'Si su esposo, esposa, padre o hijo ciudadano o residente le ha maltratado, la ley VAWA le permite pedir la residencia por su cuenta, sin depender de esa persona y sin que esa persona se entere.',
      ],
      en: [
        'If a citizen or resident spouse, parent or child has abused you, the VAWA law lets you apply for a green card on your own, without depending on that person and without that person finding out.',
      ],
    },
    sections: [
      {
        anchor: 'que-es-vawa',
        title: { es: '¿Qué es VAWA?', en: 'What is VAWA?' },
        body: {
          es: [
            'VAWA es la Ley de Violencia contra la Mujer, pero protege a hombres y mujeres por igual. Su propósito es sencillo: que nadie tenga que quedarse con quien le hace daño solo para conservar la oportunidad de arreglar sus papeles.',
            'Usted presenta su propia petición, llamada autopetición. El gobierno no le avisa a la persona que le maltrató, y la ley le prohíbe usar la información que esa persona le dé en su contra.',
          ],
          en: [
            'VAWA is the Violence Against Women Act, but it protects men and women alike. Its purpose is simple: nobody should have to stay with an abuser just to keep the chance of fixing their papers.',
            'You file your own petition, called a self-petition. The government does not tell the person who abused you, and the law forbids it from using information that person gives against you.',
          ],
        },
      },
      {
        anchor: 'quien-califica',
        title: { es: '¿Quién puede calificar?', en: 'Who can qualify?' },
        body: {
          es: [
            'El maltrato no tiene que ser solo físico. Los insultos constantes, las amenazas, el control del dinero o las amenazas de llamar a inmigración también cuentan. Pueden pedir VAWA:',
          ],
          en: [
            'Abuse does not have to be physical. Constant insults, threats, control of the money or threats to call immigration count too. These people can apply under VAWA:',
          ],
        },
        list: {
          es: [
            'Esposos o esposas de un ciudadano o residente que les maltrató.',
            'Exesposos o exesposas, si presentan la petición dentro de los dos años siguientes al divorcio.',
            'Padres maltratados por un hijo o hija ciudadano mayor de 21 años.',
            'Hijos maltratados por su padre o madre ciudadano o residente.',
          ],
          en: [
            'Husbands or wives of a citizen or resident who abused them.',
            'Former spouses, if they file within two years of the divorce.',
            'Parents abused by a citizen son or daughter over 21.',
            'Children abused by their citizen or resident father or mother.',
          ],
        },
      },
      {
        anchor: 'pruebas-vawa',
        title: { es: 'Qué pruebas ayudan', en: 'What evidence helps' },
        body: {
          es: [
            'Sirven los mensajes de texto, las fotos, los reportes de policía, las cartas de un consejero o de una iglesia y las declaraciones de personas que vieron lo que pasó. También hay que mostrar que vivieron juntos y que el matrimonio fue de buena fe.',
            'Muchas personas creen que sin un reporte de policía no tienen caso. No es así: su propia declaración, bien preparada, tiene mucho peso.',
          ],
          en: [
            'Text messages, photos, police reports, letters from a counsellor or a church and statements from people who saw what happened all help. You also need to show that you lived together and that the marriage was in good faith.',
            'Many people think that without a police report they have no case. That is not true: your own statement, well prepared, carries a lot of weight.',
          ],
        },
      },
      {
        anchor: 'como-empezar-vawa',
        title: { es: 'Cómo empezar', en: 'How to start' },
        body: {
          es: [
            'Reúna lo que tenga sin ponerse en riesgo. Si está en peligro, llame primero al 911. Después, en la primera llamada gratuita le decimos qué documentos sirven y cómo conseguir los que faltan. Puede leer más en nuestra página de [visa VAWA](/visa-humanitaria/visa-vawa).',
          ],
          en: [
            'Gather what you have without putting yourself at risk. If you are in danger, call 911 first. Then, on the free first call, we tell you which documents help and how to get the missing ones. You can read more on our [VAWA visa](/en/humanitarian-visa/vawa-visa) page.',
          ],
        },
      },
    ],
  },
  {
    category: 'humanitarian',
    featured: true,
    publishedAt: '2026-08-26T15:00:00.000Z',
    art: 1,
    title: { es: 'Visa U para víctimas de crimen: lo que debe saber', en: 'The U visa for crime victims: what you need to know' },
    slug: { es: 'visa-u-para-victimas-de-crimen', en: 'u-visa-for-crime-victims' },
    alt: {
      es: 'Ilustración de un documento aprobado junto a un edificio de gobierno',
      en: 'Illustration of an approved document next to a government building',
    },
    intro: {
      es: [
        'Si usted fue víctima de un crimen en Estados Unidos y ayudó a la policía, puede tener derecho a la visa U, aunque haya entrado sin papeles y aunque el crimen haya pasado hace años.',
      ],
      en: [
        'If you were the victim of a crime in the United States and helped the police, you may be eligible for a U visa, even if you entered without papers and even if the crime happened years ago.',
      ],
    },
    sections: [
      {
        anchor: 'requisitos-visa-u',
        title: { es: 'Requisitos principales', en: 'Main requirements' },
        body: {
          es: [
            'Debe haber sufrido un daño físico o emocional importante por el crimen, tener información sobre lo que pasó y haber colaborado con las autoridades, o estar dispuesto a hacerlo. Estos son algunos de los delitos que califican:',
          ],
          en: [
            'You must have suffered serious physical or emotional harm from the crime, have information about what happened and have helped the authorities, or be willing to. These are some of the crimes that qualify:',
          ],
        },
        list: {
          es: [
            'Violencia doméstica',
            'Asalto o robo con violencia',
            'Agresión sexual',
            'Trata de personas',
            'Extorsión y chantaje',
          ],
          en: [
            'Domestic violence',
            'Assault or violent robbery',
            'Sexual assault',
            'Human trafficking',
            'Extortion and blackmail',
          ],
        },
      },
      {
        anchor: 'certificacion',
        title: { es: 'La certificación de la policía', en: 'The police certification' },
        body: {
          es: [
            'La agencia que investigó el crimen, una fiscalía o un juez firma un formulario que confirma que usted ayudó. Sin esa firma no se puede presentar el caso, por eso es el primer paso.',
            'Nosotros pedimos la certificación por usted, preparamos la carta que la acompaña y damos seguimiento hasta obtenerla. Usted no tiene que ir solo a la estación de policía.',
          ],
          en: [
            'The agency that investigated the crime, a prosecutor or a judge signs a form confirming that you helped. Without that signature the case cannot be filed, so it is the first step.',
            'We request the certification for you, prepare the letter that goes with it and follow up until we get it. You do not have to go to the police station alone.',
          ],
        },
      },
      {
        anchor: 'tiempos-visa-u',
        title: { es: 'Cuánto tarda y qué recibe mientras espera', en: 'How long it takes and what you get while you wait' },
        body: {
          es: [
            'Cada año hay un número limitado de visas U y hay más solicitudes que visas, así que la espera es larga. Mientras tanto, muchas personas reciben un permiso de trabajo y protección contra la deportación. Después de tres años con la visa U se puede pedir la residencia.',
          ],
          en: [
            'Only a limited number of U visas are given each year and there are more applications than visas, so the wait is long. Meanwhile, many people receive a work permit and protection from deportation. After three years with the U visa you can apply for a green card.',
          ],
        },
      },
      {
        anchor: 'familia-visa-u',
        title: { es: 'Su familia también puede beneficiarse', en: 'Your family can benefit too' },
        body: {
          es: [
            'Su esposo o esposa y sus hijos solteros menores de 21 años pueden incluirse en la petición. Si usted es menor de 21, también sus padres y sus hermanos solteros menores de 18. Conozca más en la página de [visa U](/visa-humanitaria/visa-u).',
          ],
          en: [
            'Your husband or wife and your unmarried children under 21 can be included in the petition. If you are under 21, so can your parents and your unmarried siblings under 18. Learn more on our [U visa](/en/humanitarian-visa/u-visa) page.',
          ],
        },
      },
    ],
  },
  {
    category: 'humanitarian',
    featured: false,
    publishedAt: '2026-06-30T15:00:00.000Z',
    art: 2,
    title: { es: 'Visa T: una salida para víctimas de trata', en: 'The T visa: a way out for trafficking victims' },
    slug: { es: 'visa-t-una-salida-para-victimas-de-trata', en: 't-visa-a-way-out-for-trafficking-victims' },
    alt: {
      es: 'Ilustración de una persona mirando hacia un amanecer sobre la ciudad',
      en: 'Illustration of a person looking toward a sunrise over the city',
    },
    intro: {
      es: [
        'Muchas personas fueron engañadas por un coyote, un patrón o una pareja y obligadas a trabajar sin pago o a hacer cosas que no querían. La visa T existe para ellas, y nadie tiene que saber que usted la pidió.',
      ],
      en: [
        'Many people were deceived by a smuggler, a boss or a partner and forced to work without pay or to do things they did not want to do. The T visa exists for them, and nobody has to know that you applied.',
      ],
    },
    sections: [
      {
        anchor: 'que-es-trata',
        title: { es: '¿Qué se considera trata?', en: 'What counts as trafficking?' },
        body: {
          es: [
            'La trata es obligar a una persona a trabajar o a tener relaciones sexuales usando la fuerza, el engaño o las amenazas. No hace falta haber cruzado una frontera para ser víctima. Estas son señales comunes:',
          ],
          en: [
            'Trafficking is forcing a person to work or to have sex through force, deceit or threats. You do not need to have crossed a border to be a victim. These are common signs:',
          ],
        },
        list: {
          es: [
            'Una deuda con el coyote o el patrón que nunca termina de pagarse.',
            'Documentos de identidad guardados por otra persona.',
            'Amenazas contra usted o su familia si deja el trabajo.',
            'Jornadas sin pago o con un pago muy por debajo de lo prometido.',
          ],
          en: [
            'A debt to the smuggler or the boss that never gets paid off.',
            'Identity documents kept by someone else.',
            'Threats against you or your family if you leave the job.',
            'Workdays without pay, or with pay far below what was promised.',
          ],
        },
      },
      {
        anchor: 'requisitos-visa-t',
        title: { es: 'Requisitos', en: 'Requirements' },
        body: {
          es: [
            'Debe estar en Estados Unidos a causa de la trata y responder a las solicitudes razonables de las autoridades que investigan. Si es menor de 18 años o si el trauma se lo impide, esa colaboración no se exige.',
          ],
          en: [
            'You must be in the United States because of the trafficking and respond to reasonable requests from the authorities who investigate it. If you are under 18, or if trauma prevents it, that cooperation is not required.',
          ],
        },
      },
      {
        anchor: 'beneficios-visa-t',
        title: { es: 'Beneficios de la visa T', en: 'Benefits of the T visa' },
        body: {
          es: [
            'La visa T da permiso de trabajo, protección contra la deportación y acceso a ciertos servicios de ayuda. Después de tres años, o antes si termina la investigación, puede pedir la residencia. Su cónyuge y sus hijos pueden acompañarle en la petición.',
          ],
          en: [
            'The T visa gives you a work permit, protection from deportation and access to certain support services. After three years, or sooner if the investigation ends, you can apply for a green card. Your spouse and children can be included in the petition.',
          ],
        },
      },
      {
        anchor: 'confidencialidad',
        title: { es: 'Su caso es confidencial', en: 'Your case is confidential' },
        body: {
          es: [
            'La ley protege su información: la persona que le hizo daño no recibe aviso de su solicitud. Le escuchamos sin juzgar y a su ritmo. Lea más sobre la [visa T](/visa-humanitaria/visa-t).',
          ],
          en: [
            'The law protects your information: the person who harmed you is not told about your application. We listen without judging, at your own pace. Read more about the [T visa](/en/humanitarian-visa/t-visa).',
          ],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: true,
    publishedAt: '2026-05-12T15:00:00.000Z',
    art: 3,
    title: {
      es: 'Visa K-1: cómo traer a su prometido a Estados Unidos',
      en: 'K-1 visa: how to bring your fiancé to the United States',
    },
    slug: { es: 'visa-k1-como-traer-a-su-prometido', en: 'k1-visa-how-to-bring-your-fiance' },
    alt: {
      es: 'Ilustración de una pareja tomada de la mano junto a dos anillos',
      en: 'Illustration of a couple holding hands beside two rings',
    },
    intro: {
      es: [
        'Si usted es ciudadano y quiere casarse con su pareja que vive en otro país, la visa K-1 le permite traerla para celebrar la boda aquí y empezar su vida juntos sin años de separación.',
      ],
      en: [
        'If you are a citizen and want to marry your partner who lives abroad, the K-1 visa lets you bring them here for the wedding and start your life together without years apart.',
      ],
    },
    sections: [
      {
        anchor: 'requisitos-k1',
        title: { es: 'Requisitos', en: 'Requirements' },
        body: {
          es: ['La visa K-1 es solo para prometidos de ciudadanos; los residentes no pueden usarla. Además:'],
          en: ['The K-1 visa is only for the fiancés of citizens; green card holders cannot use it. Also:'],
        },
        list: {
          es: [
            'Ambos deben estar libres para casarse, sin matrimonios anteriores vigentes.',
            'Deben haberse visto en persona en los dos años anteriores a la petición, salvo excepciones.',
            'Los dos deben tener la intención real de casarse.',
          ],
          en: [
            'You must both be free to marry, with no earlier marriage still in force.',
            'You must have met in person in the two years before the petition, with some exceptions.',
            'You must both truly intend to marry.',
          ],
        },
      },
      {
        anchor: 'pasos-k1',
        title: { es: 'Los pasos del trámite', en: 'The steps of the process' },
        body: {
          es: [
            'Primero usted presenta la petición ante inmigración. Cuando se aprueba, el caso pasa al consulado del país de su prometido, donde tendrá un examen médico y una entrevista. Si todo sale bien, recibe la visa y puede viajar.',
            'Los tiempos cambian según el consulado, pero el trámite suele tomar varios meses. Mientras tanto, guarde pruebas de su relación: fotos juntos, mensajes, boletos de avión de sus visitas.',
          ],
          en: [
            'First you file the petition with immigration. Once it is approved, the case moves to the consulate in your fiancé’s country, where they have a medical exam and an interview. If all goes well, they get the visa and can travel.',
            'Times vary by consulate, but the process usually takes several months. Meanwhile, keep proof of your relationship: photos together, messages, plane tickets from your visits.',
          ],
        },
      },
      {
        anchor: 'plazo-90-dias',
        title: { es: 'El plazo de 90 días', en: 'The 90-day deadline' },
        body: {
          es: [
            'La boda debe celebrarse dentro de los 90 días después de la llegada de su prometido, y tiene que ser con usted. Ese plazo no se extiende. Después de casarse se pide la residencia sin salir del país.',
          ],
          en: [
            'The wedding must take place within 90 days of your fiancé’s arrival, and it must be to you. That deadline cannot be extended. After the wedding, the green card application is filed without leaving the country.',
          ],
        },
      },
      {
        anchor: 'hijos-k2',
        title: { es: 'Los hijos de su prometido', en: 'Your fiancé’s children' },
        body: {
          es: [
            'Los hijos solteros menores de 21 años de su prometido pueden venir con visas K-2 y pedir la residencia junto con su padre o madre. Vea los detalles en la página de [visa K-1](/visa-k1).',
          ],
          en: [
            'Your fiancé’s unmarried children under 21 can come on K-2 visas and apply for a green card together with their parent. See the details on our [K-1 visa](/en/k1-visa) page.',
          ],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: false,
    publishedAt: '2026-03-17T15:00:00.000Z',
    art: 4,
    title: { es: 'Residencia a través de su esposo o esposa ciudadano', en: 'A green card through your citizen spouse' },
    slug: { es: 'residencia-a-traves-de-su-esposo-o-esposa-ciudadano', en: 'green-card-through-your-citizen-spouse' },
    alt: {
      es: 'Ilustración de un matrimonio con su hija en casa',
      en: 'Illustration of a married couple with their daughter at home',
    },
    intro: {
      es: [
        'Casarse con un ciudadano no da papeles de forma automática, pero abre un camino. El esposo o la esposa de un ciudadano no hace fila para una visa; lo que cambia el trámite es cómo entró usted al país.',
      ],
      en: [
        'Marrying a citizen does not give you papers automatically, but it opens a path. The husband or wife of a citizen does not wait in line for a visa; what changes the process is how you entered the country.',
      ],
    },
    sections: [
      {
        anchor: 'entrada-legal',
        title: { es: 'Si entró con visa o sin visa', en: 'If you entered with or without a visa' },
        body: {
          es: [
            'Quien entró con visa o con permiso de inspección normalmente puede pedir la residencia aquí, aunque la visa ya se haya vencido. Quien entró sin inspección casi siempre necesita una entrevista en su país y, antes de salir, un perdón por el tiempo sin estatus.',
            'Ese perdón se pide desde aquí y exige mostrar que su esposo o esposa ciudadano sufriría mucho si usted no pudiera regresar. Preparar bien esa prueba es la parte más importante del caso.',
          ],
          en: [
            'People who entered with a visa or were otherwise inspected can usually apply for the green card here, even if the visa has expired. People who entered without inspection almost always need an interview in their home country and, before leaving, a waiver for the time without status.',
            'That waiver is requested from here and requires showing that your citizen husband or wife would suffer greatly if you could not return. Preparing that evidence well is the most important part of the case.',
          ],
        },
      },
      {
        anchor: 'pruebas-matrimonio',
        title: { es: 'Pruebas de un matrimonio real', en: 'Proof of a real marriage' },
        body: {
          es: ['Inmigración quiere ver que el matrimonio es verdadero y no solo un papel. Ayudan mucho:'],
          en: ['Immigration wants to see that the marriage is real and not just a piece of paper. These help a lot:'],
        },
        list: {
          es: [
            'El acta de matrimonio y los documentos de identidad de ambos.',
            'Un contrato de renta o una hipoteca a nombre de los dos.',
            'Cuentas de banco, seguros o facturas compartidas.',
            'Fotos juntos a lo largo del tiempo y las actas de nacimiento de sus hijos.',
          ],
          en: [
            'The marriage certificate and identity documents for both of you.',
            'A lease or mortgage in both your names.',
            'Shared bank accounts, insurance or bills.',
            'Photos together over time and your children’s birth certificates.',
          ],
        },
      },
      {
        anchor: 'patrocinio-conyuge',
        title: { es: 'El patrocinio económico', en: 'Financial sponsorship' },
        body: {
          es: [
            'Su esposo o esposa firma un compromiso de apoyo económico y debe mostrar ingresos suficientes. Si no le alcanza, otra persona puede ser co-patrocinador. Nosotros hacemos el cálculo con usted antes de enviar nada.',
          ],
          en: [
            'Your husband or wife signs a promise of financial support and must show enough income. If it is not enough, another person can be a joint sponsor. We work out the numbers with you before anything is sent.',
          ],
        },
      },
      {
        anchor: 'divorcio-maltrato',
        title: { es: '¿Y si hubo maltrato o ya se divorció?', en: 'What if there was abuse or you are divorced?' },
        body: {
          es: [
            'Si su esposo o esposa le maltrata, o si se divorció hace menos de dos años de alguien que le maltrataba, puede pedir la residencia por su cuenta con VAWA. Conozca nuestros [servicios de inmigración](/servicios/abogado-de-inmigracion).',
          ],
          en: [
            'If your husband or wife abuses you, or you divorced an abuser less than two years ago, you can apply for the green card on your own under VAWA. See our [immigration services](/en/services/immigration-lawyer).',
          ],
        },
      },
    ],
  },
  {
    category: 'family',
    featured: false,
    publishedAt: '2026-01-27T15:00:00.000Z',
    art: 5,
    title: {
      es: 'Petición familiar: traer a sus padres, hijos y hermanos',
      en: 'Family petitions: bringing your parents, children and siblings',
    },
    slug: {
      es: 'peticion-familiar-traer-a-sus-padres-hijos-y-hermanos',
      en: 'family-petitions-bringing-your-parents-children-and-siblings',
    },
    alt: {
      es: 'Ilustración de unos abuelos abrazando a sus nietos',
      en: 'Illustration of grandparents hugging their grandchildren',
    },
    intro: {
      es: [
        'Los ciudadanos y los residentes pueden pedir a ciertos familiares para que vivan con ellos en Estados Unidos. El tiempo de espera depende del parentesco, de si usted es ciudadano o residente y del país de nacimiento de su familiar.',
      ],
      en: [
        'Citizens and green card holders can petition for certain relatives to live with them in the United States. The wait depends on the relationship, on whether you are a citizen or a resident and on your relative’s country of birth.',
      ],
    },
    sections: [
      {
        anchor: 'quien-puede-pedir',
        title: { es: '¿A quién puede pedir?', en: 'Who can you petition for?' },
        body: {
          es: ['Esto es lo que permite la ley a cada uno:'],
          en: ['This is what the law allows each of you to do:'],
        },
        list: {
          es: [
            'Un ciudadano puede pedir a su esposo o esposa y a sus hijos, solteros o casados.',
            'Un ciudadano mayor de 21 años puede pedir a sus padres y a sus hermanos.',
            'Un residente puede pedir a su esposo o esposa y a sus hijos solteros.',
          ],
          en: [
            'A citizen can petition for a husband or wife and for children, married or not.',
            'A citizen over 21 can petition for parents and for brothers and sisters.',
            'A green card holder can petition for a husband or wife and for unmarried children.',
          ],
        },
      },
      {
        anchor: 'tiempos-espera',
        title: { es: 'Tiempos de espera', en: 'Waiting times' },
        body: {
          es: [
            'Los padres, el cónyuge y los hijos solteros menores de 21 años de un ciudadano no hacen fila. Los demás esperan un turno según su fecha de prioridad, que es el día en que se presentó la petición. Para hermanos la espera puede ser de muchos años; por eso conviene empezar cuanto antes.',
            'El turno de cada categoría se publica cada mes en el [boletín de visas](https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html) del Departamento de Estado. Nosotros lo revisamos por usted.',
          ],
          en: [
            'The parents, spouse and unmarried children under 21 of a citizen do not wait in line. Everyone else waits for their turn according to the priority date, which is the day the petition was filed. For siblings the wait can be many years, which is why it pays to start as soon as possible.',
            'The turn of each category is published every month in the State Department’s [visa bulletin](https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html). We check it for you.',
          ],
        },
      },
      {
        anchor: 'patrocinio',
        title: { es: 'La carta de patrocinio', en: 'The affidavit of support' },
        body: {
          es: [
            'Quien pide debe demostrar ingresos suficientes para mantener a su familiar, o conseguir un co-patrocinador que sí los tenga. Le ayudamos a calcularlo con sus talones de pago y su declaración de impuestos.',
          ],
          en: [
            'The petitioner must show enough income to support the relative, or find a joint sponsor who has it. We help you work it out with your pay stubs and tax return.',
          ],
        },
      },
      {
        anchor: 'errores-peticion',
        title: { es: 'Errores que retrasan el caso', en: 'Mistakes that delay the case' },
        body: {
          es: [
            'Las actas con nombres escritos de forma distinta, las traducciones incompletas y las direcciones viejas causan la mayoría de los retrasos. Revisamos cada documento antes de enviarlo para que su familia no pierda meses.',
          ],
          en: [
            'Certificates with names spelled differently, incomplete translations and old addresses cause most delays. We check every document before it is sent so your family does not lose months.',
          ],
        },
      },
    ],
  },
  {
    category: 'parole',
    featured: true,
    publishedAt: '2025-11-18T15:00:00.000Z',
    art: 6,
    title: { es: 'Parole para cónyuges de ciudadanos: ¿quién califica?', en: 'Parole for spouses of citizens: who qualifies?' },
    slug: { es: 'parole-para-conyuges-de-ciudadanos-quien-califica', en: 'parole-for-spouses-of-citizens-who-qualifies' },
    alt: {
      es: 'Ilustración de un calendario marcado junto a un pasaporte',
      en: 'Illustration of a marked calendar next to a passport',
    },
    intro: {
      es: [
        'Hay mucha información confusa sobre el parole para personas casadas con ciudadanos. Aquí le explicamos con claridad qué es, a quién puede ayudar y qué hacer si usted no califica.',
      ],
      en: [
        'There is a lot of confusing information about parole for people married to citizens. Here we explain clearly what it is, who it can help and what to do if you do not qualify.',
      ],
    },
    sections: [
      {
        anchor: 'que-es-parole',
        title: { es: '¿Qué es el parole?', en: 'What is parole?' },
        body: {
          es: [
            'El parole es un permiso del gobierno para estar en Estados Unidos por razones humanitarias o de beneficio público. No es una residencia, pero para muchas personas que entraron sin inspección es la llave que después les permite pedir la residencia sin salir del país.',
          ],
          en: [
            'Parole is permission from the government to be in the United States for humanitarian reasons or public benefit. It is not a green card, but for many people who entered without inspection it is the key that later lets them apply for the green card without leaving the country.',
          ],
        },
      },
      {
        anchor: 'requisitos-parole',
        title: { es: 'Las dos preguntas clave', en: 'The two key questions' },
        body: {
          es: [
            '¿Está casado con un ciudadano? ¿Lleva más de 10 años viviendo en el país? Si la respuesta a las dos es sí, podría calificar. También se revisa:',
          ],
          en: [
            'Are you married to a citizen? Have you lived in the country for more than 10 years? If both answers are yes, you may qualify. These are checked too:',
          ],
        },
        list: {
          es: [
            'Que no tenga antecedentes penales graves.',
            'Que pueda probar los años que ha vivido aquí con recibos, cartas o registros escolares.',
            'Que el matrimonio sea real y esté registrado.',
          ],
          en: [
            'That you have no serious criminal record.',
            'That you can prove your years here with receipts, letters or school records.',
            'That the marriage is real and registered.',
          ],
        },
      },
      {
        anchor: 'si-no-califica',
        title: { es: 'Si no califica, tiene otras opciones', en: 'If you do not qualify, you have other options' },
        body: {
          es: [
            'VAWA, la visa U, la visa T o una petición familiar pueden ser caminos para usted. Los programas de parole cambian y a veces los tribunales los detienen, así que antes de pagar a nadie confirme que el programa sigue vigente. En la evaluación gratuita revisamos todas sus opciones.',
          ],
          en: [
            'VAWA, the U visa, the T visa or a family petition may be paths for you. Parole programmes change and courts sometimes stop them, so before paying anyone, confirm that the programme is still running. In the free evaluation we review all your options.',
          ],
        },
      },
      {
        anchor: 'evitar-fraudes',
        title: { es: 'Cuidado con los fraudes', en: 'Beware of fraud' },
        body: {
          es: [
            'Nadie puede garantizarle un resultado. Desconfíe de los notarios que cobran por llenar formularios sin ser abogados: en Estados Unidos un notario no puede darle consejo legal.',
          ],
          en: [
            'Nobody can guarantee you a result. Be wary of “notarios” who charge to fill in forms without being attorneys: in the United States a notary public cannot give you legal advice.',
          ],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2025-09-23T15:00:00.000Z',
    art: 7,
    title: { es: 'Cómo prepararse para su cita de huellas', en: 'How to prepare for your biometrics appointment' },
    slug: { es: 'como-prepararse-para-su-cita-de-huellas', en: 'how-to-prepare-for-your-biometrics-appointment' },
    alt: {
      es: 'Ilustración de una carta de cita y una identificación sobre la mesa',
      en: 'Illustration of an appointment letter and an ID card on a table',
    },
    intro: {
      es: [
        'La cita de huellas es corta y sencilla, pero faltar a ella puede retrasar su caso meses o hacer que se lo nieguen. Estos consejos le ayudan a llegar tranquilo y con todo en orden.',
      ],
      en: [
        'The biometrics appointment is short and simple, but missing it can delay your case for months or get it denied. These tips help you arrive calm and with everything in order.',
      ],
    },
    sections: [
      {
        anchor: 'que-es-la-cita',
        title: { es: '¿Para qué es la cita?', en: 'What is the appointment for?' },
        body: {
          es: [
            'En la cita le toman las huellas, una foto y su firma. Con eso el gobierno revisa sus antecedentes y fabrica su permiso de trabajo o su tarjeta de residencia. No es una entrevista: nadie le hará preguntas sobre su caso.',
            'La carta llega por correo unas semanas después de presentar su solicitud. Revise bien la dirección, la fecha y la hora: la cita es en un centro de apoyo de inmigración, no en una corte.',
          ],
          en: [
            'At the appointment they take your fingerprints, a photo and your signature. The government uses them to check your background and to produce your work permit or green card. It is not an interview: nobody will ask you about your case.',
            'The notice arrives by mail a few weeks after you file your application. Check the address, date and time carefully: the appointment is at an immigration support centre, not at a court.',
          ],
        },
      },
      {
        anchor: 'que-llevar',
        title: { es: 'Qué llevar', en: 'What to bring' },
        body: {
          es: ['Llegue un poco antes de la hora y lleve:'],
          en: ['Arrive a little before your time and bring:'],
        },
        list: {
          es: [
            'La carta de cita original.',
            'Su pasaporte u otra identificación con foto.',
            'Una copia del recibo de su solicitud.',
            'Sus lentes, si los usa para leer.',
          ],
          en: [
            'The original appointment notice.',
            'Your passport or another photo ID.',
            'A copy of your application’s receipt notice.',
            'Your glasses, if you need them to read.',
          ],
        },
      },
      {
        anchor: 'cambiar-cita',
        title: { es: 'Si necesita cambiar la fecha', en: 'If you need to change the date' },
        body: {
          es: [
            'Se puede reprogramar antes de la fecha, en línea o por teléfono, si hay una buena razón como una enfermedad o un viaje de trabajo. Avísenos en cuanto reciba la carta y lo hacemos por usted.',
          ],
          en: [
            'You can reschedule before the date, online or by phone, if there is a good reason such as an illness or a work trip. Let us know as soon as you get the notice and we will do it for you.',
          ],
        },
      },
      {
        anchor: 'despues-cita',
        title: { es: 'Después de la cita', en: 'After the appointment' },
        body: {
          es: [
            'Guarde el sello que le ponen en la carta: es su prueba de asistencia. Puede seguir su caso con el número de recibo en la página de [estado de casos de USCIS](https://egov.uscis.gov/).',
          ],
          en: [
            'Keep the stamp they put on your notice: it is your proof of attendance. You can follow your case with the receipt number on the [USCIS case status page](https://egov.uscis.gov/).',
          ],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2025-07-15T15:00:00.000Z',
    art: 8,
    title: { es: 'Permiso de trabajo: renovaciones sin contratiempos', en: 'Work permits: renewals without surprises' },
    slug: { es: 'permiso-de-trabajo-renovaciones-sin-contratiempos', en: 'work-permits-renewals-without-surprises' },
    alt: {
      es: 'Ilustración de una trabajadora sonriente frente a su lugar de trabajo',
      en: 'Illustration of a smiling worker in front of her workplace',
    },
    intro: {
      es: [
        'Perder el permiso de trabajo puede costarle el empleo y la licencia de manejar. Renovar a tiempo y sin errores es la mejor protección para usted y su familia.',
      ],
      en: [
        'Losing your work permit can cost you your job and your driver’s licence. Renewing on time and without mistakes is the best protection for you and your family.',
      ],
    },
    sections: [
      {
        anchor: 'cuando-renovar',
        title: { es: 'Cuándo renovar', en: 'When to renew' },
        body: {
          es: [
            'Puede pedir la renovación hasta 180 días antes de que venza su permiso actual. No espere al último mes: los tiempos de respuesta cambian y un retraso puede dejarle sin poder trabajar.',
            'Si cambió de domicilio, actualice su dirección antes de renovar. El permiso nuevo llega por correo y, si se envía a una dirección vieja, puede perderse.',
          ],
          en: [
            'You can apply for a renewal up to 180 days before your current permit expires. Do not wait until the last month: processing times change and a delay can leave you unable to work.',
            'If you have moved, update your address before renewing. The new permit comes by mail and, if it is sent to an old address, it can get lost.',
          ],
        },
      },
      {
        anchor: 'extension-automatica',
        title: { es: 'La extensión automática', en: 'The automatic extension' },
        body: {
          es: [
            'En algunas categorías, si renovó a tiempo, su permiso se extendía mientras se decidía la renovación. Esas reglas han cambiado varias veces y no aplican a todos, así que no dé por hecho que su permiso se extiende solo. Pregúntenos cuál es su caso.',
          ],
          en: [
            'In some categories, if you renewed on time, your permit was extended while the renewal was decided. Those rules have changed several times and do not apply to everyone, so do not assume your permit extends by itself. Ask us about your case.',
          ],
        },
      },
      {
        anchor: 'errores-comunes',
        title: { es: 'Errores comunes', en: 'Common mistakes' },
        body: {
          es: ['Estos son los errores más frecuentes, y causan rechazos, cartas pidiendo más pruebas y meses de espera:'],
          en: [
            'These are the most frequent mistakes, and they cause rejections, letters asking for more evidence and months of waiting:',
          ],
        },
        list: {
          es: [
            'Usar la categoría equivocada en el formulario.',
            'Enviar fotos fuera de medida o con lentes.',
            'Olvidar la copia del permiso anterior.',
            'Pagar una cuota que ya no es la vigente.',
          ],
          en: [
            'Using the wrong category on the form.',
            'Sending photos of the wrong size or wearing glasses.',
            'Forgetting the copy of the previous permit.',
            'Paying a fee that is no longer current.',
          ],
        },
      },
      {
        anchor: 'como-ayudamos',
        title: { es: 'Cómo le ayudamos', en: 'How we help' },
        body: {
          es: [
            'Revisamos su solicitud antes de enviarla y le avisamos cuando llega el recibo. La información oficial del formulario está en la [página del I-765](https://www.uscis.gov/i-765).',
          ],
          en: [
            'We review your application before it is sent and let you know when the receipt arrives. The official information about the form is on the [I-765 page](https://www.uscis.gov/i-765).',
          ],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2025-04-08T15:00:00.000Z',
    art: 9,
    title: { es: 'Sus derechos si inmigración toca a su puerta', en: 'Your rights if immigration knocks on your door' },
    slug: { es: 'sus-derechos-si-inmigracion-toca-a-su-puerta', en: 'your-rights-if-immigration-knocks-on-your-door' },
    alt: {
      es: 'Ilustración de la puerta cerrada de una casa por la noche',
      en: 'Illustration of the closed front door of a house at night',
    },
    intro: {
      es: [
        'Todas las personas en Estados Unidos tienen derechos, tengan papeles o no. Conocerlos antes de necesitarlos le da tranquilidad y protege a su familia.',
      ],
      en: [
        'Everyone in the United States has rights, with or without papers. Knowing them before you need them gives you peace of mind and protects your family.',
      ],
    },
    sections: [
      {
        anchor: 'no-abra',
        title: { es: 'No tiene que abrir la puerta', en: 'You do not have to open the door' },
        body: {
          es: [
            'Si tocan agentes de inmigración, no abra. Pida que le muestren por debajo de la puerta o por la ventana una orden firmada por un juez. Una orden firmada solo por un oficial de inmigración no les permite entrar a su casa sin su permiso.',
          ],
          en: [
            'If immigration agents knock, do not open. Ask them to show you a warrant signed by a judge, under the door or through a window. A warrant signed only by an immigration officer does not allow them into your home without your permission.',
          ],
        },
      },
      {
        anchor: 'guardar-silencio',
        title: { es: 'Tiene derecho a guardar silencio', en: 'You have the right to remain silent' },
        body: {
          es: [
            'Puede decir que desea guardar silencio y hablar con un abogado. No firme ningún documento que no entienda, no mienta y no muestre documentos falsos.',
            'Lo mismo vale si le paran en la calle o en el trabajo. Lleve siempre el número de su abogado.',
          ],
          en: [
            'You can say that you wish to remain silent and to speak to an attorney. Do not sign any document you do not understand, do not lie and do not show false documents.',
            'The same applies if you are stopped on the street or at work. Always carry your attorney’s number.',
          ],
        },
      },
      {
        anchor: 'plan-familiar',
        title: { es: 'Tenga un plan familiar', en: 'Have a family plan' },
        body: {
          es: ['Un plan preparado con calma evita decisiones de prisa. Incluya:'],
          en: ['A plan made calmly avoids rushed decisions. Include:'],
        },
        list: {
          es: [
            'El número de su abogado, memorizado o escrito en un lugar seguro.',
            'Una persona de confianza que pueda recoger a sus hijos.',
            'Copias de actas de nacimiento, pasaportes y documentos de su caso.',
            'Un permiso firmado para que alguien cuide a sus hijos si usted no puede.',
          ],
          en: [
            'Your attorney’s number, memorised or written somewhere safe.',
            'A trusted person who can pick up your children.',
            'Copies of birth certificates, passports and your case documents.',
            'A signed permission for someone to care for your children if you cannot.',
          ],
        },
      },
      {
        anchor: 'si-detienen',
        title: { es: 'Si detienen a un familiar', en: 'If a relative is detained' },
        body: {
          es: [
            'Anote el nombre y la fecha de nacimiento de la persona y llámenos de inmediato. Muchas personas detenidas pueden pedir una fianza o tener defensas que no conocen. Cuanto antes actuemos, más opciones hay.',
          ],
          en: [
            'Write down the person’s name and date of birth and call us right away. Many detained people can ask for bond or have defences they do not know about. The sooner we act, the more options there are.',
          ],
        },
      },
    ],
  },
  {
    category: 'news',
    featured: false,
    publishedAt: '2025-02-11T15:00:00.000Z',
    art: 10,
    title: { es: 'Su primera llamada gratuita: cómo aprovecharla', en: 'Your free first call: how to make the most of it' },
    slug: { es: 'su-primera-llamada-gratuita-como-aprovecharla', en: 'your-free-first-call-how-to-make-the-most-of-it' },
    alt: {
      es: 'Ilustración de un teléfono con mensajes junto a una carpeta de documentos',
      en: 'Illustration of a phone with messages beside a folder of documents',
    },
    intro: {
      es: [
        'La primera llamada y la evaluación de su caso son gratis. En unos minutos le decimos si vemos un camino para usted y qué haría falta. Con un poco de preparación, esa llamada rinde mucho más.',
      ],
      en: [
        'The first call and the evaluation of your case are free. In a few minutes we tell you whether we see a path for you and what it would take. With a little preparation, that call goes much further.',
      ],
    },
    sections: [
      {
        anchor: 'antes-de-llamar',
        title: { es: 'Antes de llamar', en: 'Before you call' },
        body: {
          es: ['Tenga a la mano lo que pueda de esta lista; si le falta algo, llame igual:'],
          en: ['Have whatever you can from this list at hand; if something is missing, call anyway:'],
        },
        list: {
          es: [
            'La fecha aproximada y la forma en que entró al país.',
            'Cualquier carta que haya recibido de inmigración o de una corte.',
            'Si alguna vez lo detuvieron, aunque haya sido por algo pequeño.',
            'Datos de su esposo, esposa, hijos o padres con papeles.',
          ],
          en: [
            'The approximate date and the way you entered the country.',
            'Any letter you have received from immigration or a court.',
            'Whether you have ever been arrested, even for something small.',
            'Details of a husband, wife, children or parents with papers.',
          ],
        },
      },
      {
        anchor: 'durante-la-llamada',
        title: { es: 'Durante la llamada', en: 'During the call' },
        body: {
          es: [
            'Hable con confianza: lo que nos cuenta es confidencial. Le haremos preguntas sobre su familia, su historia y su situación actual. Si algo no lo entiende, pregunte; para eso estamos, en español o en inglés.',
            'Tenga papel y lápiz para anotar los pasos que le recomendemos.',
          ],
          en: [
            'Speak freely: what you tell us is confidential. We will ask about your family, your history and your current situation. If something is unclear, ask; that is what we are here for, in Spanish or in English.',
            'Keep a pen and paper handy to write down the steps we recommend.',
          ],
        },
      },
      {
        anchor: 'despues-de-la-llamada',
        title: { es: 'Después de la llamada', en: 'After the call' },
        body: {
          es: [
            'Si vemos un camino, le explicamos los pasos, el tiempo aproximado y el costo antes de que usted decida nada. Si no lo vemos, se lo decimos con honestidad y le explicamos qué podría cambiar su situación en el futuro.',
          ],
          en: [
            'If we see a path, we explain the steps, the approximate time and the cost before you decide anything. If we do not, we tell you honestly and explain what could change your situation in the future.',
          ],
        },
      },
      {
        anchor: 'como-pedir-la-llamada',
        title: { es: 'Cómo pedir la llamada', en: 'How to ask for the call' },
        body: {
          es: [
            'Puede llamarnos, escribirnos por WhatsApp o dejar sus datos en el formulario de [contacto](/contacto) y le llamamos nosotros, normalmente el mismo día hábil.',
          ],
          en: [
            'You can call us, message us on WhatsApp or leave your details on the [contact](/en/contact) form and we will call you, usually on the same business day.',
          ],
        },
      },
    ],
  },
]
