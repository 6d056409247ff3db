import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No import cycle anywhere in src, dynamic `import()` included: in a cycle, load order decides what
 * a module sees (payload.config.ts → a collection → its hooks → … → payload.config.ts once broke the
 * Payload CLI). The graph is TypeScript's own reading of each file's imports, resolved with the
 * project's tsconfig (the `@/` and `@payload-config` paths); type-only imports are left out, as
 * they vanish at run time.
 */
const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file))
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options
}

/** The modules a file imports at run time (static, dynamic and re-exports; not `import type`). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every cycle's files, one list per strongly connected component of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const connect = (node: string) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node)
  return found
}

describe('the import graph of src', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(cycles(graph)).toEqual([['a', 'b', 'c']])
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })

  // Reads and resolves every file of src: about 3 s alone, more beside the other CI stages.
  it('has no cycle, dynamic imports included', { timeout: 60_000 }, () => {
    const options = compilerOptions()
    const cache = ts.createModuleResolutionCache(root, (name) => name, options)
    const files = sourceFiles(src)
    const graph = new Map<string, string[]>()
    for (const file of files) {
      const targets = runtimeImports(file).flatMap((specifier) => {
        const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule
        if (!resolved || resolved.isExternalLibraryImport) return []
        const target = path.resolve(resolved.resolvedFileName)
        return target.startsWith(src + path.sep) ? [path.relative(root, target)] : []
      })
      graph.set(path.relative(root, file), targets)
    }
    // The graph is real: payload.config.ts reaches the Leads collection.
    expect(graph.get('src/payload.config.ts')?.length).toBeGreaterThan(10)
    expect(cycles(graph)).toEqual([])
  })
})
