'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/** The current-password field of one's own account, masked and filled by password managers as the current one. */
export function CurrentPasswordField(props: TextFieldClientProps) {
  return <PasswordField {...props} autoComplete="current-password" />
}
