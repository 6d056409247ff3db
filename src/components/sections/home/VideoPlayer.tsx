'use client'
import { useRef, useState, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'

type Props = {
  src: string
  type: string
  /** Accessible name of the link and then of the player. */
  label: string
  /** Shown by browsers that cannot play video (common.videoFallback). */
  fallback: string
  testId?: string
}

/**
 * A testimonial's play button, and the player once it is pressed. Until then the page holds a link
 * to the file, not a `<video>`: a browser builds a player's controls (their own elements, styles
 * and images) for every `<video controls>` as it lays the page out, about 30 ms of a slowed
 * phone's main thread for the first one, on the home page as the bands below the first screen
 * are drawn. The link needs no script: without JavaScript, or pressed before the page's code has
 * arrived, it opens the video in the browser's own player. Pressed after, the player takes its
 * place and starts, inside the tap (iOS plays sound only then).
 */
export function VideoPlayer({ src, type, label, fallback, testId }: Props) {
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or a download is the visitor's choice.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    flushSync(() => setPlaying(true))
    video.current?.focus()
    video.current?.play().catch(() => undefined)
  }

  if (playing)
    return (
      <video
        ref={video}
        controls
        playsInline
        aria-label={label}
        data-testid={testId}
        className="relative h-full w-full object-cover"
      >
        <source src={src} type={type} />
        {fallback}
      </video>
    )
  return (
    <a href={src} type={type} aria-label={label} data-testid={testId} data-video-play className="video-play" onClick={play}>
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" fill="rgb(11 37 69 / 0.55)" stroke="currentColor" strokeWidth="2" />
        <path d="M29 23l22 13-22 13z" fill="currentColor" />
      </svg>
    </a>
  )
}
