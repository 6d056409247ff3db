/**
 * The Dockerfile read as Docker reads it, for the tests and the runbook drill, which cannot run a
 * Docker engine here: the stages and their instructions, the final stage's files assembled into a
 * folder by its own COPY lines (no second list of files), and .dockerignore's patterns.
 *
 * Covered: line continuations, comments and parser directives, `ARG` defaults in FROM, `ENV` in
 * both forms, `WORKDIR`, `COPY [--from=STAGE] [--chown…] SRC… DEST` (plain and JSON form), `CMD` in
 * JSON form. A stage built `FROM` another stage of this file, whose sources were copied with
 * `COPY . .` into its WORKDIR, is this project folder: `COPY --from=build /app/x` reads `./x`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

/** Instructions of the Dockerfile, each { keyword, args, line }, continuation lines joined. */
export function dockerInstructions(text) {
  const instructions = []
  let pending = ''
  let startLine = 0
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const trimmed = line.trim()
    if (!pending && (trimmed === '' || trimmed.startsWith('#'))) continue
    if (pending && trimmed.startsWith('#')) continue // comments inside a continued instruction
    if (!pending) startLine = i + 1
    if (trimmed.endsWith('\\')) {
      pending += `${trimmed.slice(0, -1)} `
      continue
    }
    const whole = `${pending}${trimmed}`.trim()
    pending = ''
    const match = /^(\w+)\s*(.*)$/s.exec(whole)
    if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2], line: startLine })
  }
  return instructions
}

/** Stages in order: { name, from, instructions }; global ARGs (before the first FROM) applied. */
export function dockerStages(text) {
  const globalArgs = {}
  const stages = []
  for (const instruction of dockerInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.args.split(/\s+/)
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => globalArgs[a ?? b] ?? '')
      stages.push({ name: as?.toUpperCase() === 'AS' ? name : String(stages.length), from, instructions: [] })
    } else if (!stages.length) {
      if (instruction.keyword === 'ARG') {
        const [key, value = ''] = instruction.args.split('=')
        globalArgs[key.trim()] = value.trim()
      }
    } else stages.at(-1).instructions.push(instruction)
  }
  return stages
}

/** Words of a shell-form argument list: quotes (anywhere in a word, as in `B="x y"`) keep spaces. */
function words(text) {
  return [...text.matchAll(/(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"']+)+/g)].map((m) =>
    m[0].replace(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g, (_, double, single) => double?.replace(/\\(.)/g, '$1') ?? single),
  )
}

/** `ENV A=1 B="x y"` or `ENV A 1` → { A: '1', B: 'x y' }. */
export function parseEnv(args) {
  if (!/^\w+=/.test(args)) {
    const [key, ...rest] = args.split(/\s+/)
    return { [key]: rest.join(' ') }
  }
  return Object.fromEntries(
    words(args).map((word) => {
      const at = word.indexOf('=')
      return [word.slice(0, at), word.slice(at + 1)]
    }),
  )
}

/** `COPY [--flags] SRC… DEST` (or the JSON form) → { from, sources, dest }. */
export function parseCopy(args) {
  const flags = {}
  let rest = args
  for (let m; (m = /^--(\w+)(?:=(\S+))?\s+/.exec(rest)); rest = rest.slice(m[0].length)) flags[m[1]] = m[2] ?? true
  const paths = rest.startsWith('[') ? JSON.parse(rest) : words(rest)
  return { from: flags.from ?? null, sources: paths.slice(0, -1), dest: paths.at(-1) }
}

/**
 * The final stage (or `stageName`) as what a container of the image would run: its WORKDIR, ENV,
 * COPY lines, CMD and USER, each as written in the Dockerfile.
 */
export function runtimeStage(text, stageName) {
  const stages = dockerStages(text)
  const stage = stageName ? stages.find((s) => s.name === stageName) : stages.at(-1)
  if (!stage) throw new Error(`Dockerfile: no stage ${stageName}`)
  return { ...describeStage(stages, stage), stages }
}

function describeStage(stages, stage) {
  const chain = [] // the stage and the stages it is built FROM, base first
  for (let s = stage; s; s = stages.find((other) => other.name === s.from)) chain.unshift(s)
  const state = { name: stage.name, workdir: '/', env: {}, copies: [], cmd: null, user: 'root' }
  for (const s of chain) {
    for (const { keyword, args } of s.instructions) {
      if (keyword === 'WORKDIR') state.workdir = path.posix.resolve(state.workdir, args.trim())
      else if (keyword === 'ENV') Object.assign(state.env, parseEnv(args))
      else if (keyword === 'USER') state.user = args.trim()
      else if (keyword === 'CMD') state.cmd = JSON.parse(args)
      else if (keyword === 'COPY' && s === stage) state.copies.push({ ...parseCopy(args), workdir: state.workdir })
    }
  }
  return state
}

/**
 * Copies into `dest` exactly what the stage's COPY lines copy, as Docker would lay it out under
 * the stage's WORKDIR (`dest` stands for it). A source from another stage of this Dockerfile is
 * read from this project folder, which that stage's `COPY . .` put at its WORKDIR; a missing source
 * fails like `docker build` does. Returns the copied paths, relative to `dest`.
 */
export function assembleStage(stage, dest, { projectRoot = root } = {}) {
  const copied = []
  const stageWorkdir = (name) => {
    const s = stage.stages.find((other) => other.name === name)
    if (!s) throw new Error(`COPY --from=${name}: no such stage in the Dockerfile`)
    return describeStage(stage.stages, s).workdir
  }
  for (const copy of stage.copies) {
    const sourceRoot = copy.from ? stageWorkdir(copy.from) : null
    const target = path.posix.resolve(copy.workdir, copy.dest)
    const intoFolder = copy.dest.endsWith('/') || copy.sources.length > 1
    for (const source of copy.sources) {
      const local = sourceRoot
        ? path.join(projectRoot, path.posix.relative(sourceRoot, path.posix.resolve(sourceRoot, source)))
        : path.join(projectRoot, source)
      if (!existsSync(local)) throw new Error(`COPY ${source}: not found (${local})`)
      const onDisk = (posixPath) => path.join(dest, path.posix.relative(stage.workdir, posixPath))
      const isFolder = statSync(local).isDirectory()
      const to = isFolder
        ? onDisk(target)
        : intoFolder
          ? onDisk(path.posix.join(target, path.posix.basename(source)))
          : onDisk(target)
      mkdirSync(isFolder ? to : path.dirname(to), { recursive: true })
      cpSync(local, to, { recursive: true, verbatimSymlinks: true })
      copied.push(path.relative(dest, to) || '.')
    }
  }
  return copied
}

/** The project's Dockerfile, read. */
export function readDockerfile(file = path.join(root, 'Dockerfile')) {
  return readFileSync(file, 'utf8')
}

/**
 * Whether `relativePath` (from the build context's root, `/`-separated) is left out of the build
 * context by the .dockerignore `patterns`, as Docker decides it (moby/patternmatcher): each pattern
 * cleaned of a leading `/`; `**` any number of folders, `*` and `?` within one name; `!` re-includes;
 * the last matching pattern wins; a path is excluded when it or a folder above it matches.
 */
export function dockerIgnores(patterns, relativePath) {
  const rules = patterns
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!')
      const pattern = path.posix
        .normalize((negate ? line.slice(1) : line).trim())
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
      return { negate, regex: patternRegex(pattern) }
    })
  const parts = relativePath.split('/')
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'))
  let ignored = false
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.regex.test(candidate))) ignored = !rule.negate
  }
  return ignored
}

function patternRegex(pattern) {
  let regex = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` (or a trailing `**`): any number of folders, none included.
      i++
      if (pattern[i + 1] === '/') {
        i++
        regex += '(?:.*/)?'
      } else regex += '.*'
    } else if (c === '*') regex += '[^/]*'
    else if (c === '?') regex += '[^/]'
    else if (c === '[') {
      const end = pattern.indexOf(']', i)
      regex += end > i ? pattern.slice(i, end + 1).replace(/^\[!/, '[^') : '\\['
      if (end > i) i = end
    } else regex += c.replace(/[.+^${}()|\\]/g, '\\$&')
  }
  return new RegExp(`^${regex}$`)
}
