import Link from 'next/link'

/** Admin sidebar link to the staff social-media form. */
export function SocialMediaLeadNavLink() {
  return (
    <Link href="/admin/social-media-lead" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">Social-media lead form</span>
    </Link>
  )
}
