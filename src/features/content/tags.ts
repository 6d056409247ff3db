/**
 * Cache tags of the CMS reads (features/content/queries.ts) — the contract between a read and the
 * hooks that refresh it (src/collections/<X>, src/globals). A read carries the tag of every
 * collection it shows, populated relations included (a post at depth 1 shows its category and
 * image), so a change refreshes exactly the pages that show the changed thing: Next records the
 * tags of the data a page read with the cached page.
 *
 * Pure (no Next, no Payload): the collection configs import it, and the Payload CLI loads those.
 */
export type PublicCollection =
  | 'posts'
  | 'categories'
  | 'media'
  | 'attorneys'
  | 'attorney-testimonials'
  | 'testimonials'
  | 'reviews'
  | 'lives'
  | 'pages'
  | 'redirects'

export const contentTags = {
  /** Every read of the collection's documents. */
  collection: (slug: PublicCollection): string => `cms:${slug}`,
  /** The site-settings global: header, footer, contact details — every page. */
  settings: 'cms:site-settings',
  /** One article, by slug (either language): the post page's read, so editing one post drops only its page. */
  post: (slug: string): string => `cms:post:${slug}`,
  /**
   * One CMS page by its path in one language (`cms:page:es:verano-2027`): the catch-all's read of
   * that path, found or not, so publishing a page at a path that was a 404 refreshes that path,
   * and an edit refreshes only the page's own paths.
   */
  page: (locale: string, path: string): string => `cms:page:${locale}:${path}`,
}
