import sharp from 'sharp'
import { seededRandom } from '@/lib/seeded-random'

/**
 * Illustrations for the demo content: SVG composed in code and rasterized with sharp, so nothing is
 * downloaded and nothing depends on fonts (no text inside the pictures). Flat shapes on the brand's
 * navy, gold and teal gradients: people and families as silhouettes, documents, buildings, rings.
 * `n` picks colours, faces and layout, so neighbouring cards do not look alike; the same `n` always
 * draws the same picture.
 */

export const C = {
  navy: '#0B2545',
  deep: '#13315C',
  slate: '#3E5C76',
  gold: '#C9A227',
  sun: '#E0B84F',
  teal: '#1B998B',
  aqua: '#2EC4B6',
  cream: '#F4F1EA',
  coral: '#E76F51',
  sky: '#8DA9C4',
  white: '#FFFFFF',
  ink: '#1B1F24',
} as const

const backdrops: ReadonlyArray<readonly [string, string]> = [
  [C.navy, C.teal],
  [C.deep, C.navy],
  [C.teal, C.deep],
  [C.navy, C.slate],
  [C.deep, C.aqua],
  [C.slate, C.navy],
]
const skins = ['#8D5524', '#C68642', '#E0AC69', '#A0522D', '#6B4226', '#F1C27D'] as const
const hairs = ['#2B1B12', '#3B2417', '#1C1C1C', '#5A3825'] as const
const clothes = [C.sun, C.cream, C.coral, C.aqua, C.sky, C.gold, C.white] as const

function pick<T>(items: readonly T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length] as T
}

const r1 = (value: number): number => Math.round(value * 10) / 10

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** Gradient sky with two soft glows and a few faint circles. */
function backdrop(w: number, h: number, n: number, pair = pick(backdrops, n)): string {
  const rnd = seededRandom(n * 7919 + w)
  const m = Math.min(w, h)
  const bubbles = Array.from({ length: 4 }, () => {
    const r = m * (0.05 + rnd() * 0.12)
    return `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.6)}" r="${r1(r)}" fill="${C.cream}" fill-opacity="${r1(0.04 + rnd() * 0.06)}"/>`
  }).join('')
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pair[0]}"/><stop offset="1" stop-color="${pair[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${C.sun}" stop-opacity=".55"/><stop offset="1" stop-color="${C.sun}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2"><stop offset="0" stop-color="${C.aqua}" stop-opacity=".35"/><stop offset="1" stop-color="${C.aqua}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${r1(w * (0.15 + rnd() * 0.3))}" cy="${r1(h * (0.2 + rnd() * 0.2))}" r="${r1(m * 0.55)}" fill="url(#glow)"/>
  <circle cx="${r1(w * (0.6 + rnd() * 0.3))}" cy="${r1(h * (0.5 + rnd() * 0.3))}" r="${r1(m * 0.5)}" fill="url(#glow2)"/>
  ${bubbles}`
}

function ground(w: number, h: number, y: number, color: string, opacity: number): string {
  return `<path d="M0 ${r1(y)} C${r1(w * 0.25)} ${r1(y - h * 0.08)} ${r1(w * 0.6)} ${r1(y + h * 0.07)} ${w} ${r1(y - h * 0.03)} L${w} ${h} L0 ${h} Z" fill="${color}" fill-opacity="${opacity}"/>`
}

type HairStyle = 'short' | 'long' | 'bun' | 'grey' | 'none'
type PersonOptions = { x: number; ground: number; height: number; body: string; skin: string; hair: string; style: HairStyle }

/** A standing figure: a head and rounded shoulders down to the ground line. */
function person({ x, ground: g, height, body, skin, hair, style }: PersonOptions): string {
  const r = height * 0.12
  const cy = g - height + r
  const sy = cy + r * 1.3
  const sw = height * 0.2
  const bw = sw * 0.85
  const hairColor = style === 'grey' ? '#D9D4CC' : hair
  const behind =
    style === 'long'
      ? `<ellipse cx="${r1(x)}" cy="${r1(cy + r * 0.55)}" rx="${r1(r * 1.18)}" ry="${r1(r * 1.55)}" fill="${hairColor}"/>`
      : ''
  const cap =
    style === 'none'
      ? ''
      : `<path d="M${r1(x - r * 1.02)} ${r1(cy + r * 0.05)} A${r1(r * 1.02)} ${r1(r * 1.02)} 0 0 1 ${r1(x + r * 1.02)} ${r1(cy + r * 0.05)} Q${r1(x)} ${r1(cy - r * 0.45)} ${r1(x - r * 1.02)} ${r1(cy + r * 0.05)} Z" fill="${hairColor}"/>`
  const bun = style === 'bun' ? `<circle cx="${r1(x)}" cy="${r1(cy - r * 1.05)}" r="${r1(r * 0.45)}" fill="${hairColor}"/>` : ''
  return `<g>${behind}
    <path d="M${r1(x - bw)} ${r1(g)} L${r1(x - sw)} ${r1(sy + r)} Q${r1(x - sw)} ${r1(sy)} ${r1(x - sw + r)} ${r1(sy)} L${r1(x + sw - r)} ${r1(sy)} Q${r1(x + sw)} ${r1(sy)} ${r1(x + sw)} ${r1(sy + r)} L${r1(x + bw)} ${r1(g)} Z" fill="${body}"/>
    <circle cx="${r1(x)}" cy="${r1(cy)}" r="${r1(r)}" fill="${skin}"/>${cap}${bun}</g>`
}

/** A group of people standing together: adults first, then children. */
function family(cx: number, g: number, height: number, n: number, members: HairStyle[]): string {
  const rnd = seededRandom(n * 131 + members.length)
  const spacing = height * 0.42
  const adults = members.filter((_, i) => i < 2).length
  const kids = members.length - adults
  const total = adults * spacing + kids * spacing * 0.75
  let x = cx - total / 2 + spacing / 2
  return members
    .map((style, i) => {
      const child = i >= 2
      const figure = person({
        x,
        ground: g,
        height: child ? height * (0.55 + rnd() * 0.12) : height * (0.92 + rnd() * 0.1),
        body: pick(clothes, n + i * 2),
        skin: pick(skins, n + i),
        hair: pick(hairs, n + i),
        style,
      })
      x += child ? spacing * 0.75 : spacing
      return figure
    })
    .join('')
}

function house(x: number, g: number, w: number, wall: string, roof: string, lit = C.sun): string {
  const h = w * 0.62
  const top = g - h
  return `<g>
    <polygon points="${r1(x - w * 0.08)},${r1(top)} ${r1(x + w / 2)},${r1(top - w * 0.38)} ${r1(x + w * 1.08)},${r1(top)}" fill="${roof}"/>
    <rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>
    <rect x="${r1(x + w * 0.4)}" y="${r1(g - h * 0.55)}" width="${r1(w * 0.2)}" height="${r1(h * 0.55)}" rx="${r1(w * 0.02)}" fill="${roof}"/>
    <rect x="${r1(x + w * 0.1)}" y="${r1(top + h * 0.18)}" width="${r1(w * 0.2)}" height="${r1(w * 0.18)}" rx="4" fill="${lit}"/>
    <rect x="${r1(x + w * 0.7)}" y="${r1(top + h * 0.18)}" width="${r1(w * 0.2)}" height="${r1(w * 0.18)}" rx="4" fill="${lit}"/>
  </g>`
}

function courthouse(x: number, g: number, w: number, color: string): string {
  const columns = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${r1(x + w * 0.1 + i * w * 0.18)}" y="${r1(g - w * 0.62)}" width="${r1(w * 0.08)}" height="${r1(w * 0.5)}" rx="3"/>`,
  ).join('')
  return `<g fill="${color}">
    <polygon points="${r1(x)},${r1(g - w * 0.7)} ${r1(x + w / 2)},${r1(g - w * 0.95)} ${r1(x + w)},${r1(g - w * 0.7)}"/>
    <rect x="${r1(x + w * 0.03)}" y="${r1(g - w * 0.69)}" width="${r1(w * 0.94)}" height="${r1(w * 0.06)}"/>
    ${columns}
    <rect x="${r1(x - w * 0.02)}" y="${r1(g - w * 0.12)}" width="${r1(w * 1.04)}" height="${r1(w * 0.06)}"/>
    <rect x="${r1(x - w * 0.06)}" y="${r1(g - w * 0.06)}" width="${r1(w * 1.12)}" height="${r1(w * 0.06)}"/>
  </g>`
}

function skyline(w: number, g: number, color: string, opacity: number, seed: number): string {
  const rnd = seededRandom(seed)
  let x = 0
  const blocks: string[] = []
  while (x < w) {
    const bw = w * (0.04 + rnd() * 0.06)
    const bh = w * (0.08 + rnd() * 0.2)
    blocks.push(`<rect x="${r1(x)}" y="${r1(g - bh)}" width="${r1(bw)}" height="${r1(bh + 2)}"/>`)
    x += bw + w * 0.004
  }
  return `<g fill="${color}" fill-opacity="${opacity}">${blocks.join('')}</g>`
}

/** A sheet of paper with text-like bars (no letters) and an optional seal with a tick. */
function sheet(x: number, y: number, w: number, rotate: number, paper: string, ink: string, seal?: string): string {
  const h = w * 1.3
  const bars = [0.82, 0.64, 0.74, 0.5, 0.7]
    .map(
      (f, i) =>
        `<rect x="${r1(w * 0.12)}" y="${r1(h * (0.16 + i * 0.11))}" width="${r1(w * 0.76 * f)}" height="${r1(h * 0.04)}" rx="${r1(h * 0.02)}" fill="${ink}" fill-opacity=".35"/>`,
    )
    .join('')
  const mark = seal
    ? `<circle cx="${r1(w * 0.72)}" cy="${r1(h * 0.8)}" r="${r1(w * 0.14)}" fill="${seal}"/><path d="M${r1(w * 0.65)} ${r1(h * 0.8)} l${r1(w * 0.05)} ${r1(w * 0.05)} l${r1(w * 0.09)} ${r1(-w * 0.1)}" stroke="${C.white}" stroke-width="${r1(w * 0.03)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    : ''
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})"><rect width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.05)}" fill="${paper}"/>${bars}${mark}</g>`
}

function idCard(x: number, y: number, w: number, rotate: number, n: number): string {
  const h = w * 0.63
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})">
    <rect width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.05)}" fill="${C.cream}"/>
    <rect width="${r1(w)}" height="${r1(h * 0.2)}" rx="${r1(w * 0.05)}" fill="${C.teal}"/>
    <rect x="${r1(w * 0.07)}" y="${r1(h * 0.3)}" width="${r1(w * 0.3)}" height="${r1(h * 0.55)}" rx="8" fill="${C.sky}"/>
    <circle cx="${r1(w * 0.22)}" cy="${r1(h * 0.5)}" r="${r1(h * 0.1)}" fill="${pick(skins, n)}"/>
    <path d="M${r1(w * 0.1)} ${r1(h * 0.85)} Q${r1(w * 0.22)} ${r1(h * 0.58)} ${r1(w * 0.34)} ${r1(h * 0.85)} Z" fill="${C.navy}"/>
    ${[0.36, 0.5, 0.64].map((f, i) => `<rect x="${r1(w * 0.45)}" y="${r1(h * f)}" width="${r1(w * (0.45 - i * 0.08))}" height="${r1(h * 0.06)}" rx="4" fill="${C.navy}" fill-opacity=".35"/>`).join('')}
  </g>`
}

function rings(cx: number, cy: number, r: number): string {
  const s = r1(r * 0.2)
  return `<g fill="none" stroke-width="${s}"><circle cx="${r1(cx - r * 0.45)}" cy="${r1(cy)}" r="${r1(r)}" stroke="${C.sun}"/><circle cx="${r1(cx + r * 0.45)}" cy="${r1(cy)}" r="${r1(r)}" stroke="${C.cream}"/></g>
    <polygon points="${r1(cx - r * 0.45)},${r1(cy - r * 1.45)} ${r1(cx - r * 0.2)},${r1(cy - r * 1.2)} ${r1(cx - r * 0.45)},${r1(cy - r * 0.95)} ${r1(cx - r * 0.7)},${r1(cy - r * 1.2)}" fill="${C.aqua}"/>`
}

function plane(x: number, y: number, s: number, rotate: number, color: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate}) scale(${s})" fill="${color}">
    <path d="M-60 -6 L40 -6 Q60 -6 64 0 Q60 6 40 6 L-60 6 Q-66 0 -60 -6 Z"/>
    <path d="M-4 -5 L-30 -46 L-16 -46 L22 -5 Z"/><path d="M-4 5 L-30 46 L-16 46 L22 5 Z"/>
    <path d="M-52 -5 L-62 -24 L-54 -24 L-40 -5 Z"/>
  </g>`
}

function dashedArc(x1: number, y1: number, x2: number, y2: number, lift: number, color: string, width: number): string {
  return `<path d="M${r1(x1)} ${r1(y1)} Q${r1((x1 + x2) / 2)} ${r1(Math.min(y1, y2) - lift)} ${r1(x2)} ${r1(y2)}" stroke="${color}" stroke-width="${width}" stroke-dasharray="${width * 3} ${width * 2.4}" fill="none" stroke-linecap="round"/>`
}

function calendar(x: number, y: number, w: number): string {
  const cell = w / 7
  const cells = Array.from({ length: 28 }, (_, i) => {
    const cxp = x + (i % 7) * cell + cell * 0.18
    const cyp = y + w * 0.3 + Math.floor(i / 7) * cell * 0.95
    return `<rect x="${r1(cxp)}" y="${r1(cyp)}" width="${r1(cell * 0.64)}" height="${r1(cell * 0.6)}" rx="4" fill="${C.navy}" fill-opacity="${i === 17 ? 0.9 : 0.18}"/>`
  }).join('')
  const mx = x + (17 % 7) * cell + cell * 0.5
  const my = y + w * 0.3 + 2 * cell * 0.95 + cell * 0.3
  return `<g><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * 0.92)}" rx="${r1(w * 0.05)}" fill="${C.cream}"/>
    <rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * 0.2)}" rx="${r1(w * 0.05)}" fill="${C.coral}"/>
    <rect x="${r1(x + w * 0.2)}" y="${r1(y - w * 0.05)}" width="${r1(w * 0.06)}" height="${r1(w * 0.12)}" rx="6" fill="${C.navy}"/>
    <rect x="${r1(x + w * 0.74)}" y="${r1(y - w * 0.05)}" width="${r1(w * 0.06)}" height="${r1(w * 0.12)}" rx="6" fill="${C.navy}"/>
    ${cells}<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(cell * 0.6)}" fill="none" stroke="${C.coral}" stroke-width="${r1(cell * 0.1)}"/></g>`
}

function passport(x: number, y: number, w: number, rotate: number): string {
  const h = w * 1.4
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})"><rect width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.06)}" fill="${C.deep}"/>
    <rect x="${r1(w * 0.06)}" width="${r1(w * 0.05)}" height="${r1(h)}" fill="${C.navy}"/>
    <circle cx="${r1(w * 0.55)}" cy="${r1(h * 0.42)}" r="${r1(w * 0.22)}" fill="none" stroke="${C.sun}" stroke-width="${r1(w * 0.03)}"/>
    <path d="M${r1(w * 0.33)} ${r1(h * 0.42)} H${r1(w * 0.77)} M${r1(w * 0.55)} ${r1(h * 0.42 - w * 0.22)} V${r1(h * 0.42 + w * 0.22)}" stroke="${C.sun}" stroke-width="${r1(w * 0.02)}"/>
    <rect x="${r1(w * 0.3)}" y="${r1(h * 0.75)}" width="${r1(w * 0.5)}" height="${r1(h * 0.04)}" rx="3" fill="${C.sun}"/></g>`
}

function phone(x: number, y: number, w: number): string {
  const h = w * 1.95
  const bubbles = [0, 1, 2, 3]
    .map((i) => {
      const mine = i % 2 === 1
      const bw = w * (0.5 + ((i * 37) % 20) / 100)
      return `<rect x="${r1(mine ? x + w * 0.88 - bw : x + w * 0.12)}" y="${r1(y + h * (0.18 + i * 0.16))}" width="${r1(bw)}" height="${r1(h * 0.1)}" rx="${r1(h * 0.04)}" fill="${mine ? C.teal : C.white}"/>`
    })
    .join('')
  return `<g><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.14)}" fill="${C.ink}"/>
    <rect x="${r1(x + w * 0.06)}" y="${r1(y + h * 0.06)}" width="${r1(w * 0.88)}" height="${r1(h * 0.88)}" rx="${r1(w * 0.08)}" fill="${C.cream}"/>${bubbles}</g>`
}

function folder(x: number, y: number, w: number, color: string): string {
  const h = w * 0.75
  return `<g><path d="M${r1(x)} ${r1(y + h * 0.12)} Q${r1(x)} ${r1(y)} ${r1(x + w * 0.05)} ${r1(y)} L${r1(x + w * 0.35)} ${r1(y)} L${r1(x + w * 0.42)} ${r1(y + h * 0.1)} L${r1(x + w)} ${r1(y + h * 0.1)} L${r1(x + w)} ${r1(y + h)} L${r1(x)} ${r1(y + h)} Z" fill="${color}"/>
    ${sheet(x + w * 0.12, y - h * 0.15, w * 0.55, -4, C.white, C.navy)}
    <rect x="${r1(x)}" y="${r1(y + h * 0.3)}" width="${r1(w)}" height="${r1(h * 0.7)}" rx="${r1(w * 0.03)}" fill="${color}"/></g>`
}

function fingerprint(cx: number, cy: number, r: number, color: string): string {
  const arcs = Array.from({ length: 6 }, (_, i) => {
    const rr = r * (0.25 + i * 0.15)
    return `<path d="M${r1(cx - rr)} ${r1(cy + rr * 0.4)} A${r1(rr)} ${r1(rr * 1.2)} 0 0 1 ${r1(cx + rr)} ${r1(cy + rr * 0.4)}" />`
  }).join('')
  return `<g fill="none" stroke="${color}" stroke-width="${r1(r * 0.06)}" stroke-linecap="round">${arcs}</g>`
}

function crescent(cx: number, cy: number, r: number): string {
  return `<path d="M${r1(cx)} ${r1(cy - r)} A${r1(r)} ${r1(r)} 0 1 0 ${r1(cx)} ${r1(cy + r)} A${r1(r * 0.7)} ${r1(r)} 0 1 1 ${r1(cx)} ${r1(cy - r)} Z" fill="${C.cream}"/>`
}

function stars(w: number, h: number, seed: number, count: number): string {
  const rnd = seededRandom(seed)
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.5)}" r="${r1(1.5 + rnd() * 2.5)}" fill="${C.cream}" fill-opacity="${r1(0.4 + rnd() * 0.5)}"/>`,
  ).join('')
}

function confetti(w: number, h: number, seed: number, count: number): string {
  const rnd = seededRandom(seed)
  const colors = [C.sun, C.cream, C.coral, C.aqua, C.gold]
  return Array.from({ length: count }, (_, i) => {
    const x = r1(rnd() * w)
    const y = r1(rnd() * h * 0.7)
    const s = Math.min(w, h) * (0.012 + rnd() * 0.012)
    return `<rect x="${x}" y="${y}" width="${r1(s * 1.8)}" height="${r1(s)}" rx="${r1(s * 0.3)}" fill="${pick(colors, i)}" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`
  }).join('')
}

function balloon(x: number, y: number, r: number, color: string): string {
  return `<g><path d="M${r1(x)} ${r1(y + r * 1.2)} q${r1(r * 0.3)} ${r1(r * 0.8)} 0 ${r1(r * 1.6)} t0 ${r1(r * 1.6)}" stroke="${C.cream}" stroke-width="2" fill="none" stroke-opacity=".7"/>
    <ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 1.2)}" fill="${color}"/>
    <ellipse cx="${r1(x - r * 0.35)}" cy="${r1(y - r * 0.45)}" rx="${r1(r * 0.18)}" ry="${r1(r * 0.3)}" fill="${C.white}" fill-opacity=".35"/></g>`
}

function gift(x: number, g: number, w: number, box: string, ribbon: string): string {
  const h = w * 0.8
  return `<g><rect x="${r1(x)}" y="${r1(g - h)}" width="${r1(w)}" height="${r1(h)}" rx="6" fill="${box}"/>
    <rect x="${r1(x - w * 0.05)}" y="${r1(g - h - w * 0.2)}" width="${r1(w * 1.1)}" height="${r1(w * 0.22)}" rx="6" fill="${box}"/>
    <rect x="${r1(x + w * 0.44)}" y="${r1(g - h - w * 0.2)}" width="${r1(w * 0.12)}" height="${r1(h + w * 0.2)}" fill="${ribbon}"/>
    <ellipse cx="${r1(x + w * 0.36)}" cy="${r1(g - h - w * 0.3)}" rx="${r1(w * 0.16)}" ry="${r1(w * 0.1)}" fill="${ribbon}"/>
    <ellipse cx="${r1(x + w * 0.64)}" cy="${r1(g - h - w * 0.3)}" rx="${r1(w * 0.16)}" ry="${r1(w * 0.1)}" fill="${ribbon}"/></g>`
}

function suitcase(x: number, g: number, w: number, color: string): string {
  const h = w * 0.8
  return `<g><rect x="${r1(x + w * 0.3)}" y="${r1(g - h - w * 0.18)}" width="${r1(w * 0.4)}" height="${r1(w * 0.22)}" rx="${r1(w * 0.08)}" fill="none" stroke="${C.ink}" stroke-width="${r1(w * 0.06)}"/>
    <rect x="${r1(x)}" y="${r1(g - h)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.1)}" fill="${color}"/>
    <rect x="${r1(x + w * 0.22)}" y="${r1(g - h)}" width="${r1(w * 0.08)}" height="${r1(h)}" fill="${C.ink}" fill-opacity=".25"/>
    <rect x="${r1(x + w * 0.7)}" y="${r1(g - h)}" width="${r1(w * 0.08)}" height="${r1(h)}" fill="${C.ink}" fill-opacity=".25"/></g>`
}

function sunDisc(cx: number, cy: number, r: number): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.5)}" fill="${C.sun}" fill-opacity=".18"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${C.sun}"/>`
}

/** Blog covers, 1600×900: one scene per topic, picked by the post's `art` number. */
export function postSvg(art: number): string {
  const w = 1600
  const h = 900
  const g = 760
  const scenes: Array<() => string> = [
    // home: a mother and her children before their house at sunrise
    () =>
      `${sunDisc(1180, 250, 110)}${ground(w, h, g - 20, C.cream, 0.12)}${house(1000, g, 380, C.cream, C.deep)}${family(560, g + 40, 380, 1, ['long', 'short', 'bun'])}`,
    // a government building and an approved document
    () =>
      `${ground(w, h, g, C.cream, 0.12)}${courthouse(260, g, 560, C.cream)}${sheet(1050, 200, 300, 6, C.white, C.navy, C.teal)}${person({ x: 920, ground: g + 40, height: 320, body: C.sun, skin: pick(skins, 3), hair: pick(hairs, 1), style: 'long' })}`,
    // sunrise over the city, one person looking ahead
    () =>
      `${sunDisc(800, 560, 170)}${skyline(w, g, C.navy, 0.65, 11)}${ground(w, h, g, C.deep, 0.9)}${person({ x: 800, ground: g + 60, height: 300, body: C.coral, skin: pick(skins, 4), hair: pick(hairs, 0), style: 'short' })}`,
    // a couple, two rings and a plane on its way
    () =>
      `${dashedArc(160, 360, 700, 200, 160, C.cream, 8)}${plane(760, 190, 1.6, -12, C.cream)}${rings(1250, 300, 110)}${ground(w, h, g, C.cream, 0.12)}${family(820, g + 40, 400, 2, ['short', 'long'])}`,
    // a couple and their daughter at home
    () =>
      `${ground(w, h, g, C.cream, 0.14)}${house(220, g, 420, C.sky, C.navy)}${family(1060, g + 40, 400, 3, ['short', 'long', 'bun'])}`,
    // grandparents with their grandchildren
    () =>
      `${sunDisc(300, 220, 90)}${ground(w, h, g, C.cream, 0.14)}${family(820, g + 40, 380, 4, ['grey', 'grey', 'short', 'bun', 'short'])}`,
    // a marked calendar and a passport
    () =>
      `${calendar(820, 190, 460)}${passport(400, 300, 230, -10)}${plane(300, 170, 1.2, -8, C.cream)}${ground(w, h, g + 40, C.cream, 0.1)}`,
    // an appointment letter, an identity card and a fingerprint
    () =>
      `${sheet(300, 170, 330, -6, C.white, C.navy, C.coral)}${idCard(760, 320, 420, 5, 2)}${fingerprint(1330, 330, 150, C.cream)}${ground(w, h, g + 40, C.cream, 0.1)}`,
    // a worker with a helmet, a work permit card and a plant
    () =>
      `${skyline(w, g, C.navy, 0.4, 23)}${ground(w, h, g, C.deep, 0.85)}${person({ x: 520, ground: g + 60, height: 420, body: C.coral, skin: pick(skins, 1), hair: pick(hairs, 2), style: 'long' })}<path d="M${520 - 55} ${g + 60 - 420 + 40} a55 46 0 0 1 110 0 z" fill="${C.sun}"/><rect x="${520 - 70}" y="${g + 60 - 420 + 36}" width="140" height="12" rx="6" fill="${C.sun}"/>${idCard(900, 260, 430, -4, 1)}`,
    // a front door at night
    () =>
      `${stars(w, h, 5, 40)}${crescent(1320, 180, 80)}${ground(w, h, g, C.navy, 0.9)}${house(520, g, 560, C.slate, C.navy, C.sun)}<rect x="${520 + 560 * 0.4}" y="${g - 560 * 0.62 * 0.55}" width="${560 * 0.2}" height="${560 * 0.62 * 0.55}" rx="8" fill="${C.coral}"/><circle cx="${520 + 560 * 0.56}" cy="${g - 100}" r="8" fill="${C.sun}"/>`,
    // a phone with messages and a folder of documents
    () => `${phone(980, 150, 280)}${folder(380, 380, 420, C.sun)}${ground(w, h, g + 40, C.cream, 0.1)}`,
  ]
  const scene = pick(scenes, art)
  return svgDocument(w, h, `${backdrop(w, h, art)}${scene()}`)
}

/** Giveaway photos, 1080×1080: a family celebrating under confetti and balloons. */
export function giveawaySvg(n: number): string {
  const w = 1080
  const g = 960
  const rnd = seededRandom(n * 977)
  const styles: HairStyle[][] = [
    ['short', 'long', 'bun'],
    ['long', 'short', 'short', 'bun'],
    ['grey', 'grey', 'short'],
    ['long', 'none', 'bun', 'short', 'bun'],
    ['short', 'short'],
    ['long', 'bun'],
  ]
  const members = pick(styles, n)
  const balloons = Array.from({ length: 3 }, (_, i) =>
    balloon(120 + i * 80 + rnd() * 40, 220 + rnd() * 120, 48, pick([C.sun, C.coral, C.aqua, C.cream], n + i)),
  ).join('')
  const side = n % 2 === 0 ? balloons : `<g transform="translate(${w} 0) scale(-1 1)">${balloons}</g>`
  return svgDocument(
    w,
    w,
    `${backdrop(w, w, n + 3)}${confetti(w, w, n + 101, 46)}${side}
    <ellipse cx="540" cy="${g + 40}" rx="520" ry="120" fill="${C.cream}" fill-opacity=".16"/>
    ${family(540, g, 520, n, members)}${gift(n % 2 === 0 ? 820 : 140, g, 130, C.coral, C.sun)}`,
  )
}

/** Attorney portraits, 900×1100: a head-and-shoulders figure in a suit before bookshelves. */
export function portraitSvg(n: number, tone: 'warm' | 'cool'): string {
  const w = 900
  const h = 1100
  const skin = tone === 'warm' ? '#C68642' : '#E8B98F'
  const hair = tone === 'warm' ? '#2B1B12' : '#6B4F3A'
  const long = tone === 'warm'
  const shelves = Array.from({ length: 4 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${40 + i * 95}" y="${80 + row * 150}" width="${40 + ((i + row) % 3) * 12}" height="110" rx="4" fill="${pick([C.sun, C.cream, C.aqua, C.sky], i + row)}" fill-opacity=".22"/>`,
    ).join(''),
  ).join('')
  const backHair = long ? `<path d="M285 420 C270 250 630 250 615 420 L640 760 L260 760 Z" fill="${hair}"/>` : ''
  const frontHair = long
    ? `<path d="M300 400 C290 220 610 220 600 400 C560 300 420 280 300 400 Z" fill="${hair}"/>`
    : `<path d="M300 380 C300 200 600 200 600 380 C560 300 340 300 300 380 Z" fill="${hair}"/>`
  const collar = long
    ? `<path d="M370 660 L450 860 L530 660 Z" fill="${C.cream}"/><circle cx="450" cy="700" r="14" fill="${C.sun}"/>`
    : `<path d="M390 650 L450 820 L510 650 Z" fill="${C.white}"/><path d="M435 680 L450 860 L465 680 Z" fill="${C.gold}"/>`
  return svgDocument(
    w,
    h,
    `${backdrop(w, h, n + 1, n % 2 === 0 ? [C.deep, C.teal] : [C.navy, C.slate])}${shelves}
    ${backHair}<rect x="410" y="540" width="80" height="120" fill="${skin}"/>
    <ellipse cx="450" cy="420" rx="150" ry="175" fill="${skin}"/>${frontHair}
    <path d="M140 1100 C140 760 270 640 450 640 C630 640 760 760 760 1100 Z" fill="${long ? C.navy : C.ink}"/>${collar}`,
  )
}

/** Live-stream covers, 1280×720: the host on a studio screen, a camera and a live badge (no words). */
export function liveSvg(n: number, variant: 'es' | 'en'): string {
  const w = 1280
  const h = 720
  const mirrored = variant === 'en'
  const scene = `<rect x="110" y="100" width="660" height="420" rx="24" fill="${C.cream}" fill-opacity=".95"/>
    ${person({ x: 440, ground: 520, height: 330, body: pick([C.navy, C.teal, C.coral], n), skin: '#C68642', hair: '#2B1B12', style: 'long' })}
    <rect x="110" y="520" width="660" height="18" rx="9" fill="${C.ink}" fill-opacity=".5"/>
    <g transform="translate(960 330)"><rect x="-110" y="-70" width="170" height="120" rx="16" fill="${C.ink}"/><circle cx="-25" cy="-10" r="42" fill="${C.slate}"/><circle cx="-25" cy="-10" r="24" fill="${C.sky}"/>
      <path d="M60 -40 L120 -75 L120 55 L60 20 Z" fill="${C.ink}"/><path d="M-25 50 L-95 280 M-25 50 L45 280 M-25 50 L-25 280" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/></g>
    <g fill="none" stroke="${C.sun}" stroke-width="10" stroke-linecap="round"><path d="M1110 140 a60 60 0 0 1 0 90"/><path d="M1140 110 a100 100 0 0 1 0 150"/></g>
    <rect x="140" y="128" width="120" height="44" rx="22" fill="#E63946"/><circle cx="168" cy="150" r="9" fill="${C.white}"/><rect x="186" y="144" width="56" height="12" rx="6" fill="${C.white}"/>`
  const body = mirrored ? `<g transform="translate(${w} 0) scale(-1 1)">${scene}</g>` : scene
  return svgDocument(
    w,
    h,
    `${backdrop(w, h, n * 2 + (mirrored ? 1 : 0))}${ground(w, h, 640, C.cream, 0.1)}${confetti(w, h, n + 300, mirrored ? 24 : 12)}${body}`,
  )
}

/** Reviewer avatars, 160×160: a bust on a coloured disc. */
export function avatarSvg(n: number): string {
  const styles: HairStyle[] = ['long', 'short', 'bun', 'short', 'long', 'grey', 'short', 'long']
  return svgDocument(
    160,
    160,
    `<rect width="160" height="160" fill="${pick([C.teal, C.deep, C.gold, C.slate, C.coral, C.navy], n)}"/>
    ${person({ x: 80, ground: 200, height: 190, body: pick([C.cream, C.sun, C.sky, C.aqua], n), skin: pick(skins, n + 2), hair: pick(hairs, n), style: pick(styles, n) })}`,
  )
}

/** Posters of the travel videos, 360×640 (vertical, like the videos). */
export function posterSvg(n: number): string {
  const w = 360
  const h = 640
  return svgDocument(
    w,
    h,
    `${backdrop(w, h, n + 2)}${dashedArc(40, 190, 300, 150, 90, C.cream, 4)}${plane(310, 140, 0.55, -20, C.cream)}
    ${ground(w, h, 560, C.cream, 0.15)}${family(
      150,
      600,
      190,
      n,
      pick<HairStyle[]>(
        [
          ['short', 'long', 'bun'],
          ['long', 'bun'],
          ['short', 'short', 'short'],
        ],
        n,
      ),
    )}
    ${suitcase(260, 600, 70, pick([C.coral, C.sun, C.aqua], n))}`,
  )
}

export const IMAGE_MIMETYPE = 'image/webp'
export const IMAGE_EXTENSION = 'webp'

/**
 * SVG → WebP. Payload re-encodes uploads to its own WebP sizes, so this only needs to be fast and
 * close to lossless, not small.
 */
export async function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 92, effort: 0 }).toBuffer()
}

export const postImage = (art: number): Promise<Buffer> => renderSvg(postSvg(art))
export const giveawayImage = (n: number): Promise<Buffer> => renderSvg(giveawaySvg(n))
export const portraitImage = (n: number, tone: 'warm' | 'cool'): Promise<Buffer> => renderSvg(portraitSvg(n, tone))
export const liveImage = (n: number, variant: 'es' | 'en'): Promise<Buffer> => renderSvg(liveSvg(n, variant))
export const avatarImage = (n: number): Promise<Buffer> => renderSvg(avatarSvg(n))
export const posterImage = (n: number): Promise<Buffer> => renderSvg(posterSvg(n))
