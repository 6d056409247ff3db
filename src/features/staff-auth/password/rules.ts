import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import * as spanish from '@zxcvbn-ts/language-es-es'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'

/**
 * What a staff password must be (issue 22): at least 12 characters, and not guessable from the
 * common-password, English and Spanish word lists shipped in @zxcvbn-ts (no network: the lists are
 * in node_modules), nor from the person's own name and address or the firm's name. zxcvbn's score
 * 3 ("safely unguessable") is the bar: `password1234`, `Password123!` and `salazar2026` fail it.
 */
export const MIN_PASSWORD_LENGTH = 12
/** Payload hashes whatever it is given; a megabyte "password" is only a way to burn CPU. */
export const MAX_PASSWORD_LENGTH = 256
const MIN_SCORE = 3

/** Words anyone attacking this firm would try first. */
const FIRM_WORDS = ['salazar', 'immigration', 'inmigracion', 'inmigración', 'abogado', 'abogados', 'elpaso', 'paso', 'washington']

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common'

const MESSAGES: Record<PasswordProblem, Record<StaffLanguage, string>> = {
  too_short: {
    es: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    en: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  },
  too_long: {
    es: `La contraseña no puede tener más de ${MAX_PASSWORD_LENGTH} caracteres.`,
    en: `The password cannot be longer than ${MAX_PASSWORD_LENGTH} characters.`,
  },
  too_common: {
    es: 'Esa contraseña es demasiado común o fácil de adivinar (palabras, nombres, fechas o secuencias conocidas). Use una frase de varias palabras poco habituales.',
    en: 'That password is too common or easy to guess (known words, names, dates or sequences). Use a phrase of several unusual words.',
  },
}

let checker: ZxcvbnFactory | undefined
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
  })
  return checker
}

/** The words of the person's name and e-mail, so "maria.lopez…" is no stronger for Maria López. */
function personalWords(person: { email?: string | null; name?: string | null }): string[] {
  const text = `${person.email ?? ''} ${person.name ?? ''}`.toLowerCase()
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)
}

/** Why the password is refused, or null when it may be used. */
export function passwordProblem(
  password: string,
  person: { email?: string | null; name?: string | null } = {},
): PasswordProblem | null {
  // Characters as a person counts them (an emoji or an accented letter is one).
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return 'too_short'
  if (length > MAX_PASSWORD_LENGTH) return 'too_long'
  const { score } = zxcvbn().check(password, [...FIRM_WORDS, ...personalWords(person)])
  return score < MIN_SCORE ? 'too_common' : null
}

export function passwordMessage(problem: PasswordProblem, language: StaffLanguage): string {
  return MESSAGES[problem][language]
}

/** Both languages, for answers that cannot know the reader's (an API client, a log line). */
export function passwordMessageBoth(problem: PasswordProblem): string {
  return `${MESSAGES[problem].es} / ${MESSAGES[problem].en}`
}
