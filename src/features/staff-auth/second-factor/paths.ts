/**
 * The admin page that walks a staff member through the sign-in steps after the password
 * (SignInStepsView). Its own module, so that the endpoints (which load their handlers lazily) and
 * the handlers (which redirect to it) do not import each other.
 */
export const SIGN_IN_STEPS_PATH = '/admin/unauthorized'
