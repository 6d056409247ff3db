/**
 * A CMS read that fails on purpose, so the test suite can prove what a visitor sees when a page
 * cannot render (tests/e2e/error-page.spec.ts): reading the blog post with this slug throws, as a
 * database outage would. Only in a build made with SITE_TEST_FAULTS=1 (scripts/test.mjs builds
 * so): next.config.ts writes the flag into the build, and in any other build the check is
 * `'0' === '1'`, which the minifier drops.
 */
export const FAILING_POST_SLUG = 'lectura-fallida-de-prueba'

export function failReadOnPurpose(slug: string): void {
  if (process.env.SITE_TEST_FAULTS === '1' && slug === FAILING_POST_SLUG) {
    throw new Error(`CMS read failed on purpose (SITE_TEST_FAULTS build, post "${slug}")`)
  }
}
