import type { SiteSetting } from '@/payload-types'

export type Office = NonNullable<SiteSetting['offices']>[number]

/** One office's postal address (footer and contact page), styled by the caller. */
export function OfficeAddress({
  office,
  className,
  nameClassName,
}: {
  office: Office
  className: string
  nameClassName: string
}) {
  return (
    <address className={className}>
      <strong className={nameClassName}>{office.name}</strong>
      {office.street}
      <br />
      {office.city}, {office.region} {office.postalCode}
    </address>
  )
}
