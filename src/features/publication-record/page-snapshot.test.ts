import { describe, expect, it } from 'vitest'
import { recordHtml, routeTablePage, stylesheetPaths } from './page-snapshot'

describe('a route-table page as a dated record', () => {
  it('knows the route-table pages by their public path, in each language they exist in', () => {
    expect(routeTablePage('/')).toEqual({ route: '/', locale: 'es' })
    expect(routeTablePage('/en')).toEqual({ route: '/', locale: 'en' })
    expect(routeTablePage('/visa-humanitaria/visa-vawa')).toEqual({ route: '/humanitarian-visa/vawa-visa', locale: 'es' })
    expect(routeTablePage('/en/humanitarian-visa/vawa-visa')).toEqual({ route: '/humanitarian-visa/vawa-visa', locale: 'en' })
    // Spanish-only landings have no English page.
    expect(routeTablePage('/youtube')).toEqual({ route: '/landing/video', locale: 'es' })
    expect(routeTablePage('/en/landing/video')).toBeNull()
    expect(routeTablePage('/no-such-page')).toBeNull()
    expect(routeTablePage('/en/no-such-page')).toBeNull()
  })

  it('drops scripts and preloads, inlines the stylesheets, and puts the note first', () => {
    const page = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"><link rel="preload" as="font" href="/f.woff2"><script src="/_next/static/chunks/x.js" async=""></script></head><body class="b"><main>Hola</main><script>self.__next_f.push([1,"x"])</script></body></html>`
    expect(stylesheetPaths(page)).toEqual(['/_next/static/css/a.css'])
    const out = recordHtml(
      page,
      new Map([['/_next/static/css/a.css', 'main{color:red}']]),
      'https://firm.example',
      '<aside>nota</aside>',
    )
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toContain('preload')
    expect(out).toContain('<style>main{color:red}</style>')
    expect(out).toContain('<head><base href="https://firm.example/">')
    expect(out).toContain('<body class="b"><aside>nota</aside><main>Hola</main>')
    // After the page's own stylesheet, so that it wins: no band waits for a script the record lacks.
    expect(out).toMatch(/<style>main\{color:red\}<\/style>.*<style>\.below-fold\{content-visibility:visible\}<\/style><\/head>/)
  })

  it("keeps the inlined stylesheet's fonts and images where they were, relative to the stylesheet", () => {
    const page = `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"></head><body></body></html>`
    const css = `@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}.a{background:url('img/b.png?v=1')}.c{background:url("/d.png")}.e{background:url(data:image/gif;base64,R0)}`
    const out = recordHtml(page, new Map([['/_next/static/chunks/a.css', css]]), 'https://firm.example', '')
    expect(out).toContain('src:url(/_next/static/media/inter.woff2)format("woff2")')
    expect(out).toContain("url('/_next/static/chunks/img/b.png?v=1')")
    expect(out).toContain('url("/d.png")')
    expect(out).toContain('url(data:image/gif;base64,R0)')
  })
})
