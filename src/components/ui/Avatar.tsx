import type { MediaView } from '@/features/content/media'
import { Img } from './Img'

/** A 48 px round photo of a reviewer or client, or the first letter of their name without one. */
export function Avatar({ photo, name, largeInitial = false }: { photo: MediaView | null; name: string; largeInitial?: boolean }) {
  return photo ? (
    <Img media={photo} alt="" sizes="48px" className="h-12 w-12 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className={`flex h-12 w-12 items-center justify-center rounded-full bg-navy font-display ${largeInitial ? 'text-lg ' : ''}font-bold text-gold`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
