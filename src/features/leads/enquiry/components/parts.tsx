'use client'

import { useEffect, useMemo, useRef } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { excerpt } from '../consent'
import type { ConsentText } from '../consent'
import { errorAnchorId, sentAnchorId, transportFields } from '../contract'
import { filterPhoneInput } from '../sanitize'
import { PHONE_TYPED_MAX_CHARS } from '../variants/checks'
import type { ConsentToggle, ErrorMessageKey } from '../variants/types'

/** Light forms sit on white or cream; dark ones on the navy footer and banners. */
export type Tone = 'light' | 'dark'

const labelClass: Record<Tone, string> = {
  light: 'mb-1 block text-sm font-semibold text-navy',
  dark: 'mb-1 block text-sm font-semibold text-white',
}

// 16px text so phones do not zoom in; 44px high for thumbs.
export const controlClass =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink ' +
  'placeholder:text-slate-500 focus:border-teal focus:outline-none focus:ring-2 focus:ring-teal/50 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600/30'

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-gold px-6 py-3 text-base font-bold ' +
  'tracking-wide text-navy transition-colors hover:bg-gold-600 focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-teal px-4 py-2 text-base ' +
  'font-semibold text-teal transition-colors hover:bg-teal hover:text-white disabled:opacity-60'

type ControlProps = {
  formId: string
  name: string
  label: string
  tone: Tone
  invalid: boolean
  errorId: string
}

export function controlId(formId: string, name: string): string {
  return `${formId}-${name}`
}

/**
 * Applies a field's filter (the phone's digits, the referral name's letters) to what the box holds,
 * with the caret after the same kept characters as before: typing in the middle does not throw the
 * caret to the end.
 */
export function applyFilter(box: HTMLInputElement | HTMLTextAreaElement, filter: (typed: string) => string): void {
  const typed = box.value
  const kept = filter(typed)
  if (kept === typed) return
  const caret = box.selectionEnd ?? typed.length
  const at = Math.min(filter(typed.slice(0, caret)).length, kept.length)
  box.value = kept
  if (box.ownerDocument.activeElement === box) box.setSelectionRange(at, at)
}

type TextFieldProps = ControlProps & {
  /**
   * What the server's HTML holds at first (a refused post's draft). The box is uncontrolled: the
   * DOM keeps what is typed, before and after the form's code arrives; the form reads FormData.
   */
  defaultValue?: string
  /** Applied as the visitor types, and once when the form goes live to what was typed before. */
  filter?: (typed: string) => string
  type?: 'text' | 'email' | 'tel' | 'url'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url'
  placeholder?: string
  /**
   * The box's `maxlength`, counted in characters as typed. A filtered box drops it once live: its
   * filter caps what it keeps, and a pasted text must not be cut before it is filtered.
   */
  maxLength?: number
  required?: boolean
  multiline?: boolean
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
}

export function TextField(props: TextFieldProps) {
  const id = controlId(props.formId, props.name)
  const hydrated = useHydrated()
  const inputRef = useRef<HTMLInputElement>(null)
  const areaRef = useRef<HTMLTextAreaElement>(null)
  const { filter } = props
  // What was typed before the code arrived meets the rules now.
  useEffect(() => {
    const box = inputRef.current ?? areaRef.current
    if (filter && box) applyFilter(box, filter)
  }, [filter])
  const shared = {
    id,
    name: props.name,
    defaultValue: props.defaultValue ?? '',
    placeholder: props.placeholder,
    maxLength: filter && hydrated ? undefined : props.maxLength,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.invalid ? props.errorId : undefined,
    className: controlClass,
    onChange: filter
      ? (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => applyFilter(event.currentTarget, filter)
      : undefined,
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass[props.tone]}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...shared} ref={areaRef} rows={4} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onKeyDown={props.onKeyDown}
        />
      )}
    </div>
  )
}

/** What every box of one form shares: the form's id, its tone and its error region. */
export type FormCommon = Pick<ControlProps, 'formId' | 'tone' | 'errorId'>

type VisitorFieldProps = FormCommon & { invalid: boolean; defaultValue?: string }

/** The visitor's name, on the forms that call them back. */
export function VisitorNameField(props: VisitorFieldProps) {
  const t = useTranslations('enquiry')
  return (
    <TextField
      {...props}
      name="nombre"
      label={t('fields.name')}
      autoComplete="name"
      placeholder={t('placeholders.name')}
      maxLength={120}
      required
    />
  )
}

/** The visitor's phone, on the forms that call them back: digits only, as typed, up to the variant's cap. */
export function VisitorPhoneField({ maxDigits, ...props }: VisitorFieldProps & { maxDigits: number }) {
  const t = useTranslations('enquiry')
  const filter = useMemo(() => (typed: string) => filterPhoneInput(typed, maxDigits), [maxDigits])
  return (
    <TextField
      {...props}
      name="phone"
      label={t('fields.phone')}
      filter={filter}
      // A text box, not type="tel": HTML allows the national-number autofill (no +1) only on text.
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('placeholders.phone')}
      // Characters, not the spec's digit cap: before the code arrives and without JavaScript the
      // browser counts separators too. The live filter and the check hold the digits to maxDigits.
      maxLength={PHONE_TYPED_MAX_CHARS}
      required
    />
  )
}

/** The optional message, up to the server's 5,000 characters. */
export function MessageField(props: VisitorFieldProps & { placeholder?: string }) {
  const t = useTranslations('enquiry')
  return <TextField {...props} name="mensaje" label={t('fields.messageOptional')} maxLength={5000} multiline />
}

type SelectFieldProps = ControlProps & {
  /** Uncontrolled, like the text boxes: the DOM keeps the choice made before the code arrived. */
  defaultValue?: string
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
  required?: boolean
}

/** A select whose first option is a disabled placeholder ('Seleccione Situación.'). */
export function SelectField(props: SelectFieldProps) {
  const id = controlId(props.formId, props.name)
  return (
    <div>
      <label htmlFor={id} className={labelClass[props.tone]}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue ?? ''}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
        className={controlClass}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

type RadioGroupProps = ControlProps & {
  defaultValue?: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function RadioGroup(props: RadioGroupProps) {
  return (
    <fieldset aria-invalid={props.invalid || undefined} aria-describedby={props.invalid ? props.errorId : undefined}>
      <legend className={labelClass[props.tone]}>{props.label}</legend>
      <div className="flex flex-wrap gap-3">
        {props.options.map((option) => {
          const id = controlId(props.formId, `${props.name}-${option.value}`)
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`inline-flex min-h-11 min-w-20 cursor-pointer items-center gap-2 rounded-md border px-4 text-base ${
                props.tone === 'dark' ? 'border-white/60 text-white' : 'border-slate-400 text-ink'
              } has-checked:border-teal has-checked:ring-2 has-checked:ring-teal/50`}
            >
              <input
                id={id}
                type="radio"
                name={props.name}
                value={option.value}
                defaultChecked={props.defaultValue === option.value}
                className="h-5 w-5 accent-teal"
              />
              {option.label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

type CheckboxFieldProps = {
  formId: string
  name: string
  label: string
  tone: Tone
}

export function CheckboxField(props: CheckboxFieldProps) {
  const id = controlId(props.formId, props.name)
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-center gap-3 text-base ${props.tone === 'dark' ? 'text-white' : 'text-ink'}`}
    >
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value="1"
        defaultChecked={false}
        className="h-6 w-6 shrink-0 accent-teal"
      />
      {props.label}
    </label>
  )
}

type ConsentFieldProps = {
  formId: string
  tone: Tone
  consent: ConsentText
  excerptLength: number
  toggle: ConsentToggle
  privacyPolicyHref: string
  invalid: boolean
  errorId: string
  required: boolean
}

/**
 * The consent box (spec §4, §5): unchecked at first, the text shortened with an ellipsis and a
 * more/less toggle. Screen readers always get the whole text, which is what the box agrees to.
 *
 * The toggle is a native `<details>`, and CSS (`:has(details[open])`) swaps the excerpt for the
 * whole text: it works before the form's code arrives and without JavaScript, and React never
 * touches it (a button with state did nothing until the code came: a tap in the first seconds was
 * lost). Its `<summary>` is exposed as an expandable control with its state.
 */
export function ConsentField(props: ConsentFieldProps) {
  const t = useTranslations('enquiry')
  const id = controlId(props.formId, 'checkbox')
  const { text, linkText } = props.consent
  const short = excerpt(text, props.excerptLength)
  const fits = short === text
  const at = text.indexOf(linkText)
  const linkClass = props.tone === 'dark' ? 'font-semibold text-gold underline' : 'font-semibold text-teal underline'
  const full: ReactNode =
    at < 0 ? (
      text
    ) : (
      <>
        {text.slice(0, at)}
        <a href={props.privacyPolicyHref} className={linkClass}>
          {linkText}
        </a>
        {text.slice(at + linkText.length)}
      </>
    )
  return (
    <div className={`flex items-start gap-2 text-sm leading-relaxed ${props.tone === 'dark' ? 'text-white/90' : 'text-ink'}`}>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center">
        <input
          id={id}
          type="checkbox"
          name="checkbox"
          value="1"
          defaultChecked={false}
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.invalid ? props.errorId : undefined}
          className="h-6 w-6 accent-teal"
        />
      </span>
      <div className="group/consent pt-2.5">
        <label htmlFor={id}>
          {fits ? (
            full
          ) : (
            <>
              {/* Closed: the excerpt drawn, the whole text read. Open: the whole text, with its link. */}
              <span aria-hidden="true" className="group-has-[details[open]]/consent:hidden">
                {short}
              </span>
              <span className="sr-only group-has-[details[open]]/consent:hidden">{text}</span>
              <span className="hidden group-has-[details[open]]/consent:inline">{full}</span>
            </>
          )}
        </label>{' '}
        {!fits && (
          <details className="group/toggle inline" data-consent-toggle="">
            <summary
              className={`inline-flex min-h-11 list-none items-center font-semibold underline [&::-webkit-details-marker]:hidden ${props.tone === 'dark' ? 'text-gold' : 'text-teal'}`}
            >
              <span className="group-open/toggle:hidden">{t(`consent.${props.toggle}.more`)}</span>
              <span className="hidden group-open/toggle:inline">{t(`consent.${props.toggle}.less`)}</span>
            </summary>
          </details>
        )}
      </div>
    </div>
  )
}

/** The single error (spec §5: only the first failing message is shown). Always in the DOM so it is announced. */
export function ErrorRegion({ id, messageKey, tone }: { id: string; messageKey: ErrorMessageKey | null; tone: Tone }) {
  const t = useTranslations('enquiry')
  return (
    // Stays in the accessibility tree while empty (no display:none) so the message is announced.
    <p
      id={id}
      role="alert"
      className={
        messageKey
          ? `rounded-md px-3 py-2 text-base font-semibold text-red-700 ${tone === 'dark' ? 'bg-white' : 'bg-red-50'}`
          : 'm-0 h-0 p-0'
      }
    >
      {messageKey ? t(messageKey) : ''}
    </p>
  )
}

/**
 * Before JavaScript runs: every message this form can get back from a no-JavaScript post, hidden
 * until the redirect's #fragment targets it (the wire contract, docs/ARCHITECTURE.md). Removed once the form is hydrated,
 * which shows the same message in the alert region instead.
 */
export function NoScriptMessages({
  formId,
  messageKeys,
  sentMessage,
}: {
  formId: string
  messageKeys: readonly ErrorMessageKey[]
  sentMessage?: string
}) {
  const t = useTranslations('enquiry')
  const unique = [...new Set<ErrorMessageKey>([...messageKeys, 'errors.notSuccess', 'errors.network'])]
  return (
    <>
      {unique.map((key) => (
        <p
          key={key}
          id={errorAnchorId(formId, key)}
          className="hidden scroll-mt-24 rounded-md bg-red-50 px-3 py-2 text-base font-semibold text-red-700 target:block"
        >
          {t(key)}
        </p>
      ))}
      {sentMessage && (
        <p
          id={sentAnchorId(formId)}
          className="hidden scroll-mt-24 rounded-md bg-teal/10 px-3 py-2 text-base font-semibold text-teal target:block"
        >
          {sentMessage}
        </p>
      )}
    </>
  )
}

/** A text box people and assistive technology never meet; bots fill it. */
export function Honeypot({ formId }: { formId: string }) {
  const t = useTranslations('enquiry')
  const id = controlId(formId, transportFields.honeypot)
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('fields.honeypot')}</label>
      <input id={id} type="text" name={transportFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The full-page loading overlay (spec §4). */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const t = useTranslations('enquiry')
  if (!visible) return null
  return (
    <div className="fixed inset-0 z-[1000] flex items-center justify-center bg-navy/80" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4 text-white">
        <span className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-gold" aria-hidden="true" />
        <span className="text-base font-semibold">{t('sending')}</span>
      </div>
    </div>
  )
}

/** Hidden fields a form posts without JavaScript (the browser fills the rest when it sends by fetch). */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
