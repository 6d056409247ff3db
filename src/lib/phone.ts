/** '+19155550142' → '(915) 555-0142' for display; other shapes are shown as given. */
export function formatUsPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return e164
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}
