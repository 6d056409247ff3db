/**
 * The class a band below the first screen carries while it waits to be drawn
 * (src/components/layout/below-fold.ts draws them; its CSS is in globals.css, which cannot import
 * it). Here, not in the component, because a page's dated copy removes it too
 * (src/features/publication-record/page-snapshot.ts), and features do not import components.
 */
export const BELOW_FOLD = 'below-fold'
