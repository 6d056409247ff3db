/**
 * Announced by browser code just before it changes the URL in place (`history.pushState`: the
 * paged lists). Next turns such a change into a router update, and React must then render every
 * part of the page, a form whose code has not been fetched yet included (DeferredForm keeps a form
 * dehydrated until the visitor starts on it): the update cannot finish until that code is here.
 * Deferred forms fetch it on this event, and on `popstate` (Back, Forward), so the update waits for
 * one download instead of forever. Code that moves the URL without telling leaves the page stuck.
 */
export const CLIENT_NAVIGATION_EVENT = 'site:client-navigation'

export function announceClientNavigation(): void {
  window.dispatchEvent(new Event(CLIENT_NAVIGATION_EVENT))
}
