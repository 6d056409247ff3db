/**
 * Runs in the browser before React hydrates the page (Next's client instrumentation hook): what
 * must be in place before React starts listening, the typing shield
 * (src/features/leads/enquiry/components/typing-shield.ts), and the sending of call taps, which the
 * layout's inline listener queued until now (src/features/call-tracking/track-call.ts).
 */
import { shieldTyping } from './features/leads/enquiry/components/typing-shield'
import { trackCalls } from './features/call-tracking/track-call'

shieldTyping()
trackCalls()
