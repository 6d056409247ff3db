/** The embedded map: the browser loads it only when it comes near the viewport. */
export function LazyMap({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="aspect-[4/3] w-full rounded-md border-0 bg-white/10"
    />
  )
}
