import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { MIN_PASSWORD_LENGTH, passwordMessage, type PasswordProblem } from '../password/rules'
import { SIGN_IN_STEPS_PATH } from './paths'
import { qrCodeDataUrl, safeAdminPath } from './handlers.server'
import { signInWords, type SignInError } from './messages'
import { enrolmentSecret, takeNewRecoveryCodes } from './state'
import type { SignInMarks } from './strategy'
import { groupedSecret, totpUri } from './totp'
import './sign-in-steps.css'

type StaffUser = { id: number; email: string; collection?: string } & SignInMarks

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const PASSWORD_PROBLEMS: readonly string[] = ['too_short', 'too_long', 'too_common'] satisfies PasswordProblem[]

/**
 * The sign-in steps after the password, in the staff member's admin language. It replaces
 * Payload's "unauthorized" view, where Payload sends every signed-in user it may not let in: here,
 * a session that still owes its second factor (enrolment with a QR code, or a code) or a new
 * password (staffRoles in src/access). Plain forms posting to /cms-api/users/second-factor*
 * (./endpoints.ts), which answer with a redirect: no script needed on a slow phone.
 */
export async function SignInStepsView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const adminRoute = payload.config.routes.admin
  const apiRoute = payload.config.routes.api
  const back = safeAdminPath(first(searchParams?.redirect))
  const user = req.user as StaffUser | null
  if (!user || user.collection !== 'users') redirect(`${adminRoute}/login?redirect=${encodeURIComponent(back)}`)

  const lang = staffLanguage(req.i18n?.language)
  const words = signInWords[lang]
  const code = first(searchParams?.error)
  const error = code
    ? PASSWORD_PROBLEMS.includes(code)
      ? passwordMessage(code as PasswordProblem, lang)
      : (words.errors[code as SignInError] ?? null)
    : null
  const step = user._signInPending ?? null
  const recoveryCodes = step === null || step === 'password' ? await takeNewRecoveryCodes(payload, user.id) : null
  const codeForm = (
    <form method="post" action={`${apiRoute}/users/second-factor`} className="sign-in-steps__form">
      <input type="hidden" name="redirect" value={back} />
      <label htmlFor="sign-in-code">{words.codeLabel}</label>
      <input
        id="sign-in-code"
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        required
        autoFocus
        aria-describedby={error ? 'sign-in-error' : undefined}
      />
      <button type="submit" className="btn btn--style-primary">
        {words.verify}
      </button>
    </form>
  )

  let body
  if (recoveryCodes) {
    body = (
      <>
        <h1>{words.codesTitle}</h1>
        <p>{words.codesIntro}</p>
        <ul className="sign-in-steps__codes" data-testid="recovery-codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <a
          className="btn btn--style-primary"
          href={step === 'password' ? `${SIGN_IN_STEPS_PATH}?redirect=${encodeURIComponent(back)}` : back}
        >
          {words.continue}
        </a>
      </>
    )
  } else if (step === 'enrol') {
    const secret = await enrolmentSecret(payload, user.id)
    const qrCode = secret ? await qrCodeDataUrl(totpUri(secret, user.email)) : null
    body = (
      <>
        <h1>{words.enrolTitle}</h1>
        <p>{words.enrolIntro}</p>
        <p>{words.enrolScan}</p>
        {qrCode && (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server; nothing to optimise
          <img className="sign-in-steps__qr" src={qrCode} width={220} height={220} alt={words.qrAlt} />
        )}
        <p>{words.enrolManual}</p>
        <p>
          <code className="sign-in-steps__secret" data-testid="totp-secret">
            {secret ? groupedSecret(secret) : ''}
          </code>
        </p>
        <p>{words.enrolConfirm}</p>
        {codeForm}
      </>
    )
  } else if (step === 'second-factor') {
    body = (
      <>
        <h1>{words.codeTitle}</h1>
        <p>{words.codeIntro}</p>
        {codeForm}
      </>
    )
  } else if (step === 'password') {
    body = (
      <>
        <h1>{words.passwordTitle}</h1>
        <p>{words.passwordIntro}</p>
        <form method="post" action={`${apiRoute}/users/second-factor/password`} className="sign-in-steps__form">
          <input type="hidden" name="redirect" value={back} />
          <input type="hidden" name="email" value={user.email} autoComplete="username" />
          <label htmlFor="sign-in-password">{words.newPassword}</label>
          <input
            id="sign-in-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            autoFocus
          />
          <label htmlFor="sign-in-confirm">{words.confirmPassword}</label>
          <input
            id="sign-in-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
          <button type="submit" className="btn btn--style-primary">
            {words.savePassword}
          </button>
        </form>
      </>
    )
  } else if (first(searchParams?.renew) === '1') {
    body = (
      <>
        <h1>{words.renewTitle}</h1>
        <p>{words.renewIntro}</p>
        <form method="post" action={`${apiRoute}/users/second-factor/recovery-codes`} className="sign-in-steps__form">
          <input type="hidden" name="email" value={user.email} autoComplete="username" />
          <label htmlFor="renew-password">{words.currentPassword}</label>
          <input id="renew-password" name="password" type="password" autoComplete="current-password" required autoFocus />
          <label htmlFor="renew-code">{words.codeLabel}</label>
          <input
            id="renew-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
          />
          <button type="submit" className="btn btn--style-primary">
            {words.renew}
          </button>
        </form>
        <a href={back}>{words.back}</a>
      </>
    )
  } else {
    body = (
      <>
        <h1>{words.title}</h1>
        <p>{words.noAccess}</p>
        <a className="btn btn--style-primary" href={adminRoute}>
          {words.continue}
        </a>
      </>
    )
  }

  return (
    <MinimalTemplate className="sign-in-steps">
      <div lang={lang}>
        {error && (
          <p id="sign-in-error" role="alert" className="sign-in-steps__error">
            {error}
          </p>
        )}
        {body}
        <p className="sign-in-steps__logout">
          <a href={`${adminRoute}/logout`}>{words.logout}</a>
        </p>
      </div>
    </MinimalTemplate>
  )
}
