import { Fragment, type ComponentProps } from 'react'
import { SocialIcon } from './SocialIcon'

/**
 * An e-mail address that may wrap only after the @ and before a dot, never inside a word: on a
 * 390 px phone the address is wider than its box, and a break in the middle of a name reads as two
 * addresses (`overflow-wrap` would break anywhere).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}

/** A mailto link: the envelope, then the address wrapping only where EmailAddress lets it. */
export function EmailLink({ email, iconSize, ...link }: { email: string; iconSize: number } & ComponentProps<'a'>) {
  return (
    <a href={`mailto:${email}`} {...link}>
      <SocialIcon name="email" size={iconSize} />
      <span className="min-w-0">
        <EmailAddress email={email} />
      </span>
    </a>
  )
}
