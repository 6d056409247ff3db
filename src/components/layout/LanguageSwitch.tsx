import { locales, type Locale } from '@/i18n/locales'
import { languageSwitchTarget, type Alternates } from '@/lib/alternates'

type Props = { locale: Locale; alternates: Alternates; labels: Record<Locale, string>; className?: string }

/**
 * ES / EN buttons. They lead to this page in the other language (a blog article straight to its
 * translation) or, where the page has no translation, to that language's home (spec §2).
 * Plain links: they work without JavaScript and are crawlable. The sentence is hidden text after
 * the code rather than an aria-label, so the name a speech-input user says ("ES") is in it (WCAG
 * 2.5.3 Label in Name).
 */
export function LanguageSwitch({ locale, alternates, labels, className = '' }: Props) {
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {locales.map((target) => {
        const current = target === locale
        return (
          <a
            key={target}
            href={current ? (alternates[target] ?? '#') : languageSwitchTarget(alternates, target)}
            hrefLang={target}
            lang={target}
            aria-current={current ? 'true' : undefined}
            data-testid={`lang-${target}`}
            className={`min-h-11 min-w-11 rounded px-2 py-2 text-center text-sm font-bold ${
              current ? 'bg-gold text-navy' : 'text-white ring-1 ring-white/40 hover:bg-white/10'
            }`}
          >
            {target.toUpperCase()}
            <span className="sr-only">: {labels[target]}</span>
          </a>
        )
      })}
    </div>
  )
}
