/**
 * Tag of the browser tests whose outcome depends on the viewport width (menus, floating buttons,
 * sliders, scroll positions, a form's place in the page). playwright.config.ts runs every test at
 * desktop width and only the tests tagged LAYOUT again at phone width (390 px).
 */
export const LAYOUT = '@layout'

/**
 * Tag of browser tests that read what every database stores alike (the shell, sliders, static
 * sections, maps, motion): CI's PostgreSQL pass leaves them to the SQLite pass
 * (DATABASE_SPECS_ONLY=1 in playwright.config.ts). What lists, searches, pages through or
 * stores something stays untagged and runs on both.
 */
export const SAME_ON_EVERY_DATABASE = '@same-on-every-database'
