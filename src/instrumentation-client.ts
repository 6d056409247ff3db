/**
 * Runs in the browser before React hydrates the page (Next's client instrumentation hook): the one
 * thing that must be in place before React starts listening, the typing shield
 * (src/features/enquiry/components/typing-shield.ts).
 */
import { shieldTyping } from './features/enquiry/components/typing-shield'

shieldTyping()
