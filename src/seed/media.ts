import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@/i18n/locales'
import {
  IMAGE_EXTENSION,
  IMAGE_MIMETYPE,
  avatarImage,
  giveawayImage,
  liveImage,
  portraitImage,
  postImage,
  posterImage,
} from './images'
import { attorneys } from './content/people'
import { seedPosts } from './content/posts'
import { attorneyTestimonials, giveawayAlts, lives, reviews, travelTestimonials } from './content/voices'

type L = Record<Locale, string>

export type MediaJob = {
  /**
   * Also the file name. It must not end in a digit: Payload renames a taken name by counting up a
   * trailing number (travel-1 → travel-2), which could then meet another upload of the same run.
   */
  key: string
  alt: L
  file: () => Promise<{ data: Buffer; name: string; mimetype: string }>
}

function picture(key: string, alt: L, draw: () => Promise<Buffer>): MediaJob {
  return { key, alt, file: async () => ({ data: await draw(), name: `${key}.${IMAGE_EXTENSION}`, mimetype: IMAGE_MIMETYPE }) }
}

/** Every file of the demo content, keyed by name: pictures drawn now and the committed travel videos. */
export function mediaJobs(videoDir: string): MediaJob[] {
  return [
    ...attorneys.map((attorney, i) =>
      picture(
        `attorney-${attorney.slug}`,
        { es: `Retrato ilustrado de ${attorney.name}`, en: `Illustrated portrait of ${attorney.name}` },
        () => portraitImage(i, attorney.tone),
      ),
    ),
    ...seedPosts.map((post) => picture(`blog-${post.slug.es}`, post.alt, () => postImage(post.art))),
    ...travelTestimonials.flatMap((travel, i): MediaJob[] => [
      {
        key: `travel-${i + 1}-video`,
        alt: travel.alt,
        file: async () => ({
          data: readFileSync(path.join(videoDir, `travel-${i + 1}.mp4`)),
          name: `travel-${i + 1}-video.mp4`,
          mimetype: 'video/mp4',
        }),
      },
      picture(
        `travel-${i + 1}-poster`,
        {
          es: `Portada ilustrada del video: ${travel.alt.es.replace(/^Video de /, '')}`,
          en: `Illustrated cover of the video: ${travel.alt.en.replace(/^Video of /, '')}`,
        },
        () => posterImage(i),
      ),
    ]),
    ...giveawayAlts.map((alt, i) => picture(`giveaway-${i + 1}-photo`, alt, () => giveawayImage(i))),
    ...reviews.map((review, i) =>
      picture(
        `reviewer-${i + 1}-avatar`,
        { es: `Foto de perfil de ${review.name}`, en: `Profile picture of ${review.name}` },
        () => avatarImage(i),
      ),
    ),
    ...attorneyTestimonials.flatMap((testimonial, i) =>
      testimonial.photo
        ? [
            picture(`client-${i + 1}-photo`, { es: `Foto de ${testimonial.client}`, en: `Photo of ${testimonial.client}` }, () =>
              avatarImage(i + 11),
            ),
          ]
        : [],
    ),
    ...lives.flatMap((live, i) => {
      const alt = {
        es: `Portada ilustrada de la transmisión en vivo: ${live.name.es}`,
        en: `Illustrated cover of the live stream: ${live.name.en}`,
      }
      return [
        picture(`live-${i + 1}-es`, alt, () => liveImage(i, 'es')),
        picture(`live-${i + 1}-en`, alt, () => liveImage(i, 'en')),
      ]
    }),
  ]
}
