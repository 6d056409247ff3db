import { Img } from '@/components/ui/Img'
import { Icon, type IconName } from '@/components/ui/Icon'
import type { MediaView } from '@/features/content/media'

/**
 * An attorney's portrait on a tilted gold-to-teal frame (founder card, profile page); an icon
 * stands in while staff have not uploaded a photo.
 */
export function FramedPortrait({
  photo,
  sizes,
  priority,
  tilt,
  icon,
  iconSize,
  className,
}: {
  photo: MediaView | null
  sizes: string
  priority?: boolean
  tilt: '-rotate-3' | 'rotate-3'
  icon: IconName
  iconSize: number
  className: string
}) {
  return (
    <div className={className}>
      <div aria-hidden="true" className={`absolute -inset-3 ${tilt} rounded-3xl bg-gradient-to-br from-gold to-teal`} />
      {photo ? (
        <Img
          media={photo}
          priority={priority}
          sizes={sizes}
          className="relative aspect-[4/5] h-auto w-full rounded-2xl object-cover object-top shadow-2xl"
        />
      ) : (
        <div
          aria-hidden="true"
          className="relative flex aspect-[4/5] items-center justify-center rounded-2xl bg-navy-700 text-gold"
        >
          <Icon name={icon} size={iconSize} />
        </div>
      )}
    </div>
  )
}
