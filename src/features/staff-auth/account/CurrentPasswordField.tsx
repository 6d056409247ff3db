'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/**
 * Payload's own password input refuses to be empty (its default check asks for a value), which made
 * every save of one's own account fail in the browser with "correct the invalid fields" and nothing
 * marked. The current password is asked only to change the password or e-mail, and the server
 * checks it then (confirmOwner, with the reason in the person's language): the browser takes any value.
 */
const checkedByTheServer = () => true as const

/** The current-password field of one's own account, masked and filled by password managers as the current one. */
export function CurrentPasswordField(props: TextFieldClientProps) {
  return <PasswordField {...props} autoComplete="current-password" validate={checkedByTheServer} />
}
