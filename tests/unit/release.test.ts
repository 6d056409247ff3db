import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * Releases and keeping current (issue 51): the release workflow builds the Dockerfile on a version
 * tag and pushes to a registry compose pulls from; Renovate groups the packages that must move
 * together, monthly; the changelog has an Unreleased section and versions. No GitHub runner here:
 * the files are parsed and checked.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Step = { id?: string; uses?: string; with?: Record<string, unknown> }
type Workflow = {
  on: { push?: { tags?: string[]; branches?: string[] } }
  permissions?: Record<string, string>
  jobs: Record<string, { steps: Step[] }>
}

describe('.github/workflows/release.yml', () => {
  const workflow = parse(read('.github/workflows/release.yml')) as Workflow
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
  const action = (name: string) => steps.filter((step) => step.uses?.split('@')[0] === name)

  it('runs on a semantic version tag, and only then', () => {
    expect(workflow.on.push?.tags).toEqual(['v*.*.*'])
    expect(workflow.on.push?.branches).toBeUndefined()
    expect(Object.keys(workflow.on)).toEqual(['push'])
  })

  it('builds both targets of the Dockerfile and pushes them to the registry it logs in to', () => {
    const builds = action('docker/build-push-action')
    expect(builds.map((step) => step.with?.target).sort()).toEqual(['runner', 'tools'])
    for (const build of builds) {
      expect(build.with?.file).toBe('Dockerfile')
      expect(build.with?.push).toBe(true)
      expect(String(build.with?.tags)).toMatch(/^\$\{\{ steps\.\w+\.outputs\.tags \}\}$/)
    }
    const registry = action('docker/login-action')[0]?.with?.registry
    expect(registry).toBe('ghcr.io')
    expect(workflow.permissions?.packages).toBe('write')
    const images = action('docker/metadata-action').map((step) => String(step.with?.images))
    for (const image of images) expect(image.startsWith(`${registry}/`), image).toBe(true)
    // The tag names compose's VERSION takes (`v1.2.0`, the git tag itself).
    for (const meta of action('docker/metadata-action')) expect(String(meta.with?.tags)).toContain('type=ref,event=tag')
  })

  it('is what compose runs: the app image and the tools image under the same name, at VERSION', () => {
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, { image?: string }> }
    const image = '${IMAGE:-ghcr.io/salazar-immigration/site}'
    expect(compose.services.app?.image).toBe(`${image}:\${VERSION:-v1.0.0}`)
    for (const name of ['migrate', 'seed', 'tools'])
      expect(compose.services[name]?.image, name).toBe(`${image}-tools:\${VERSION:-v1.0.0}`)
    const metadata = action('docker/metadata-action').map((step) => String(step.with?.images))
    expect(metadata).toEqual(['ghcr.io/${{ github.repository }}', 'ghcr.io/${{ github.repository }}-tools'])
  })
})

describe('renovate.json', () => {
  type Rule = { groupName?: string | null; matchPackageNames?: string[]; matchManagers?: string[]; enabled?: boolean }
  const config = JSON.parse(read('renovate.json')) as { schedule: string[]; packageRules: Rule[] }
  const group = (name: string) => config.packageRules.find((rule) => rule.groupName === name)

  it('proposes updates once a month', () => {
    // Cron: any minute, the night of the 1st of every month.
    expect(config.schedule).toEqual(['* 0-6 1 * *'])
  })

  it('groups the Payload packages, Next with React, and the pinned Docker images', () => {
    expect(group('Payload')?.matchPackageNames).toEqual(expect.arrayContaining(['payload', '@payloadcms/**']))
    expect(group('Next and React')?.matchPackageNames).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']))
    expect(group('Docker images')?.matchManagers).toEqual(expect.arrayContaining(['dockerfile', 'docker-compose']))
    // Every @payloadcms package the site depends on falls in the Payload group.
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> }
    expect(Object.keys(dependencies).filter((name) => name.startsWith('@payloadcms/')).length).toBeGreaterThan(0)
  })
})

describe('CHANGELOG.md', () => {
  const changelog = read('CHANGELOG.md')
  it('keeps an Unreleased section first, then versions with dates (Keep a Changelog)', () => {
    const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((m) => [m[1], m[2]])
    expect(headings[0]).toEqual(['Unreleased', undefined])
    expect(headings.length).toBeGreaterThan(1)
    for (const [version, date] of headings.slice(1)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/)
      expect(date).toBeDefined()
      expect(changelog).toContain(`[${version}]: `)
    }
  })
})
