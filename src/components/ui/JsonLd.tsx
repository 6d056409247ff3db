import { serializeJsonLd, type JsonLdData } from '@/lib/json-ld'

/** schema.org data for search engines; the JSON is escaped so CMS text cannot break out of it. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
