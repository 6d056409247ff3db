import { CHROMIUM_FLAGS, HEADLESS_SHELL } from '../../../scripts/lib/chromium.mjs'

/**
 * The two builds of Debian's Chromium the browser tests run in (scripts/test.mjs installs both and
 * passes their paths). Most tests run in the headless build, `chromium-headless-shell`, which is
 * what Playwright itself runs headless tests in: the same Blink and V8, without the desktop
 * browser's processes, for a third less of the machine's CPU (scripts/lib/chromium.mjs). What the
 * headless build does not do as a phone does runs in the full browser:
 *  - phone-width tests tagged FULL_BROWSER (project `phone-full-browser`), which measure what the
 *    browser does with idle time and distance: the home's bands drawn one per idle moment after
 *    load, the sliders' cards loaded near the viewport, posters lazy-loaded only near the screen.
 *    The headless build gives a page far fewer idle moments (the bands were still being drawn 6 s
 *    after load, against under 1 s) and so fetched a poster early and grew a band under a
 *    measurement: 3 of the 58 phone tests failed there;
 *  - the browser's own services, push messaging and Background Sync (desk-push.spec.ts, the
 *    outbox's service worker), which the headless build leaves out (its `PushManager` and
 *    `SyncManager` are missing).
 */
export const FULL_BROWSER = '@full-browser'

// The scripts' flags, plus no QUIC: nothing here speaks it, and a refused attempt is a wasted
// round trip per connection.
const args = [...CHROMIUM_FLAGS, '--disable-quic']

export const HEADLESS_CHROMIUM = { executablePath: process.env.CHROMIUM_HEADLESS_SHELL ?? HEADLESS_SHELL, args }
export const FULL_CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args }
