import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { avatarSvg, giveawaySvg, liveImage, liveSvg, portraitSvg, postImage, postSvg, posterSvg } from './images'

const drawings: Array<[string, string, number, number]> = [
  ...Array.from({ length: 11 }, (_, i): [string, string, number, number] => [`post ${i}`, postSvg(i), 1600, 900]),
  ...Array.from({ length: 4 }, (_, i): [string, string, number, number] => [`giveaway ${i}`, giveawaySvg(i), 1080, 1080]),
  ['portrait warm', portraitSvg(0, 'warm'), 900, 1100],
  ['portrait cool', portraitSvg(1, 'cool'), 900, 1100],
  ['live es', liveSvg(0, 'es'), 1280, 720],
  ['live en', liveSvg(0, 'en'), 1280, 720],
  ['avatar', avatarSvg(0), 160, 160],
  ['poster', posterSvg(0), 360, 640],
]

describe('seed illustrations', () => {
  it.each(drawings)('%s is drawn at its size, with no text (fonts may be missing)', (_, svg, width, height) => {
    expect(svg).toContain(`width="${width}" height="${height}"`)
    expect(svg).not.toMatch(/<text|<tspan|font-/)
    expect(svg).not.toMatch(/NaN|undefined/)
  })

  it('draws the same picture for the same number, and different pictures for different numbers', () => {
    expect(postSvg(3)).toBe(postSvg(3))
    expect(postSvg(3)).not.toBe(postSvg(4))
    expect(giveawaySvg(1)).not.toBe(giveawaySvg(2))
    expect(liveSvg(1, 'es')).not.toBe(liveSvg(1, 'en'))
  })

  it('renders to WebP files of the right size', async () => {
    for (const [buffer, width, height] of [
      [await postImage(0), 1600, 900],
      [await liveImage(2, 'en'), 1280, 720],
    ] as const) {
      const meta = await sharp(buffer).metadata()
      expect(meta).toMatchObject({ format: 'webp', width, height })
    }
  })
})
