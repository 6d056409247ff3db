/**
 * Tag of the browser tests whose outcome depends on the viewport width (menus, floating buttons,
 * sliders, scroll positions, a form's place in the page). playwright.config.ts runs every test at
 * desktop width and only the tests tagged LAYOUT again at phone width (390 px).
 */
export const LAYOUT = '@layout'
