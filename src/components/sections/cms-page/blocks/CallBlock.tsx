import { SocialIcon } from '@/components/ui/SocialIcon'
import { CallLink } from '@/features/call-tracking/CallLink'
import { formatUsPhone, whatsappUrl } from '@/lib/phone'
import type { CallBlock as Call } from '@/payload-types'
import { BlockSection } from './BlockSection'

type Words = { call: string; whatsapp: string; opensInNewTab: string }

/** Call and WhatsApp buttons with the firm's numbers from site settings (the call is tracked). */
export function CallBlock({
  block,
  id,
  phone,
  whatsapp,
  words,
}: {
  block: Call
  id: string
  phone: string
  whatsapp: string
  words: Words
}) {
  const showCall = block.call !== false && Boolean(phone)
  const showWhatsapp = block.whatsapp !== false && Boolean(whatsapp)
  if (!showCall && !showWhatsapp) return null
  return (
    <BlockSection
      block="call"
      id={id}
      heading={block.heading}
      className="bg-navy text-white"
      frame="mx-auto max-w-6xl px-4 py-10 text-center"
      headingClassName="text-2xl font-bold text-gold sm:text-3xl"
    >
      {block.text ? <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line text-lg text-white/90">{block.text}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        {showCall ? (
          <CallLink
            number={phone}
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-gold px-6 text-lg font-bold text-navy hover:bg-gold-600"
          >
            <SocialIcon name="phone" size={22} />
            <span>
              {words.call} · {formatUsPhone(phone)}
            </span>
          </CallLink>
        ) : null}
        {showWhatsapp ? (
          <a
            href={whatsappUrl(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${words.whatsapp} ${words.opensInNewTab}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-[#187340] px-6 text-lg font-bold text-white hover:bg-[#135c33]"
          >
            <SocialIcon name="whatsapp" size={22} />
            <span>{words.whatsapp}</span>
          </a>
        ) : null}
      </div>
    </BlockSection>
  )
}
