/**
 * The class a band below the first screen carries while it waits to be drawn
 * (src/components/layout/below-fold.ts draws them; its CSS is in globals.css, which cannot import
 * it).
 */
export const BELOW_FOLD = 'below-fold'
