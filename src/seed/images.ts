import sharp from 'sharp'

/**
 * Illustrations drawn for the demo content: SVG composed in code and rasterized with sharp, so
 * nothing is downloaded and nothing depends on fonts (no text inside images). Each kind has its own
 * composition; `n` varies colours and shapes so neighbouring cards do not look alike.
 */
const palettes = [
  ['#0b2545', '#13315c', '#c9a227', '#f7f4ec'],
  ['#13807a', '#0b2545', '#f2c14e', '#e8f1ef'],
  ['#8d3b72', '#0b2545', '#f2a65a', '#f7efe9'],
  ['#1d4e89', '#00b2ca', '#f79256', '#eef6f8'],
  ['#2d6a4f', '#1b4332', '#f4a261', '#edf6ee'],
  ['#5e3c99', '#1d1a3a', '#f6c453', '#f1eef8'],
] as const

function palette(n: number) {
  return palettes[n % palettes.length] as readonly [string, string, string, string]
}

function person(x: number, y: number, scale: number, body: string, head: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-70" r="34" fill="${head}"/>
    <path d="M-62 40 C-62 -20 -35 -30 0 -30 C35 -30 62 -20 62 40 Z" fill="${body}"/>
  </g>`
}

function family(cx: number, baseY: number, n: number, colors: readonly string[]): string {
  const skin = ['#8d5524', '#c68642', '#e0ac69', '#a0522d'][n % 4] as string
  const skin2 = ['#c68642', '#8d5524', '#a0522d', '#e0ac69'][n % 4] as string
  return [
    person(cx - 90, baseY, 1.25, colors[0] as string, skin),
    person(cx + 90, baseY, 1.15, colors[1] as string, skin2),
    person(cx, baseY + 40, 0.8, colors[2] as string, skin),
  ].join('')
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )
}

function gradient(id: string, a: string, b: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`
}

async function toJpeg(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Blog cover 1600x900: a sky gradient, a horizon, a family and a document or a building. */
export async function postImage(n: number): Promise<Buffer> {
  const [a, b, c, d] = palette(n)
  const motif =
    n % 3 === 0
      ? `<g transform="translate(1180 260)"><rect width="260" height="330" rx="18" fill="${d}"/><rect x="36" y="50" width="188" height="16" rx="8" fill="${b}" opacity=".35"/><rect x="36" y="90" width="150" height="16" rx="8" fill="${b}" opacity=".35"/><rect x="36" y="130" width="170" height="16" rx="8" fill="${b}" opacity=".35"/><circle cx="190" cy="260" r="38" fill="${c}"/></g>`
      : n % 3 === 1
        ? `<g transform="translate(1120 230)" fill="${d}"><polygon points="170,0 340,80 0,80"/><rect x="20" y="95" width="300" height="22"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${40 + i * 58}" y="130" width="30" height="200"/>`).join('')}<rect x="0" y="340" width="340" height="30"/></g>`
        : `<g transform="translate(1240 300)"><circle r="150" fill="${d}" opacity=".9"/><path d="M-60 10 L-15 55 L70 -40" stroke="${c}" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`
  return toJpeg(
    svg(
      1600,
      900,
      `${gradient('g', a, b)}<rect width="1600" height="900" fill="url(#g)"/>
      <circle cx="${200 + (n % 5) * 60}" cy="180" r="110" fill="${c}" opacity=".85"/>
      <path d="M0 700 C400 620 800 760 1600 660 L1600 900 L0 900 Z" fill="${d}" opacity=".18"/>
      ${family(620, 640, n, [c, d, '#ffffff'])}
      ${motif}`,
    ),
  )
}

/** Giveaway testimonial 1080x1080: a family celebrating under confetti. */
export async function giveawayImage(n: number): Promise<Buffer> {
  const [a, b, c, d] = palette(n + 2)
  const confetti = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 137 + n * 53) % 1080
    const y = (i * 89 + n * 31) % 600
    const color = [c, d, '#ffffff', a][i % 4]
    return `<rect x="${x}" y="${y}" width="18" height="10" rx="3" fill="${color}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`
  }).join('')
  return toJpeg(
    svg(
      1080,
      1080,
      `${gradient('g', b, a)}<rect width="1080" height="1080" fill="url(#g)"/>${confetti}
      <circle cx="540" cy="1240" r="620" fill="${d}" opacity=".25"/>
      ${family(540, 820, n, [c, d, '#ffffff'])}`,
    ),
  )
}

/** Attorney portrait 900x1100: a figure in a suit before a bookshelf-like backdrop. */
export async function portraitImage(n: number, tone: 'warm' | 'cool'): Promise<Buffer> {
  const [a, b, c] = palette(n)
  const skin = tone === 'warm' ? '#c68642' : '#e8b98f'
  const hair = tone === 'warm' ? '#2b1b12' : '#6b4f3a'
  const shelves = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 95}" y="${80 + row * 150}" width="${40 + ((i + row) % 3) * 12}" height="110" rx="4" fill="${[a, c, '#ffffff', b][(i + row) % 4]}" opacity=".35"/>`).join(''),
  ).join('')
  return toJpeg(
    svg(
      900,
      1100,
      `${gradient('g', b, a)}<rect width="900" height="1100" fill="url(#g)"/>${shelves}
      <ellipse cx="450" cy="400" rx="150" ry="175" fill="${skin}"/>
      <path d="M300 380 C300 200 600 200 600 380 C560 300 340 300 300 380 Z" fill="${hair}"/>
      <path d="M140 1100 C140 760 270 640 450 640 C630 640 760 760 760 1100 Z" fill="#1b1f24"/>
      <path d="M390 650 L450 820 L510 650 Z" fill="#ffffff"/>
      <path d="M435 680 L450 860 L465 680 Z" fill="${c}"/>`,
    ),
  )
}

/** Live-stream cover 1280x720: a studio with a screen and a play badge. */
export async function liveImage(n: number): Promise<Buffer> {
  const [a, b, c, d] = palette(n + 1)
  return toJpeg(
    svg(
      1280,
      720,
      `${gradient('g', a, b)}<rect width="1280" height="720" fill="url(#g)"/>
      <rect x="120" y="110" width="620" height="380" rx="22" fill="${d}" opacity=".95"/>
      ${family(430, 420, n, [a, c, b])}
      <circle cx="1000" cy="300" r="120" fill="${c}"/>
      <polygon points="965,240 965,360 1065,300" fill="${b}"/>
      <rect x="860" y="470" width="280" height="40" rx="20" fill="#e63946"/>
      <circle cx="895" cy="490" r="10" fill="#ffffff"/>`,
    ),
  )
}

/** Reviewer avatar 160x160: a coloured disc with a simple face-less bust. */
export async function avatarImage(n: number): Promise<Buffer> {
  const [a, , c, d] = palette(n + 3)
  return sharp(
    svg(160, 160, `<rect width="160" height="160" fill="${a}"/><circle cx="80" cy="62" r="30" fill="${d}"/><path d="M25 160 C25 110 50 100 80 100 C110 100 135 110 135 160 Z" fill="${c}"/>`),
  )
    .png()
    .toBuffer()
}

/** Video poster 360x640 (vertical, like the travel videos). */
export async function posterImage(n: number): Promise<Buffer> {
  const [a, b, c, d] = palette(n + 4)
  return toJpeg(
    svg(
      360,
      640,
      `${gradient('g', a, b)}<rect width="360" height="640" fill="url(#g)"/>
      <g transform="translate(0 -40)">${family(180, 520, n, [c, d, '#ffffff'])}</g>
      <path d="M40 140 Q180 40 320 140" stroke="${d}" stroke-width="6" fill="none" stroke-dasharray="14 12"/>
      <path d="M300 120 l30 18 l-34 8 z" fill="${d}"/>`,
    ),
  )
}
