import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'

/** The sign-in steps' words, in the staff member's admin language (Payload's i18n: es or en). */
export const signInWords = {
  es: {
    title: 'Completar el acceso',
    enrolTitle: 'Active la verificación en dos pasos',
    enrolIntro:
      'Las fichas de este sitio son confidenciales: además de la contraseña, cada acceso pide un código de una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy, 1Password, etc.).',
    enrolScan: '1. En la aplicación, elija «Añadir cuenta» y escanee este código QR.',
    qrAlt: 'Código QR para la aplicación de autenticación',
    enrolManual: 'Si no puede escanearlo, escriba esta clave en la aplicación (tipo: basada en el tiempo):',
    enrolConfirm: '2. Escriba el código de 6 dígitos que muestra la aplicación.',
    codeTitle: 'Verificación en dos pasos',
    codeIntro: 'Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
    codeLabel: 'Código',
    verify: 'Verificar',
    passwordTitle: 'Elija una contraseña nueva',
    passwordIntro:
      'Su contraseña actual no cumple las reglas de seguridad del sitio. Elija una de al menos 12 caracteres que no sea común ni fácil de adivinar (por ejemplo, una frase de varias palabras poco habituales).',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Repita la contraseña nueva',
    savePassword: 'Guardar la contraseña',
    codesTitle: 'Guarde sus códigos de recuperación',
    codesIntro:
      'Si pierde el teléfono, cada uno de estos códigos sirve una sola vez en lugar del código de la aplicación. Guárdelos en un lugar seguro (impresos o en un gestor de contraseñas): no se volverán a mostrar.',
    continue: 'Continuar',
    logout: 'Cerrar sesión',
    noAccess: 'Su cuenta no tiene acceso a esta página.',
    errors: {
      wrong: 'El código no es correcto. Revise la hora del teléfono y escriba el código actual.',
      used: 'Ese código ya se usó. Espere a que la aplicación muestre el siguiente.',
      throttled: 'Demasiados intentos. Espere unos segundos y vuelva a intentarlo.',
      mismatch: 'Las dos contraseñas no coinciden.',
      missing: 'Escriba el código.',
      password: 'Escriba su contraseña actual correcta.',
    },
    renewTitle: 'Nuevos códigos de recuperación',
    renewIntro:
      'Los códigos nuevos reemplazan a los anteriores, que dejarán de servir. Para confirmar que es usted, escriba su contraseña actual y un código de su aplicación.',
    currentPassword: 'Contraseña actual',
    renew: 'Crear códigos nuevos',
    back: 'Volver a mi cuenta',
  },
  en: {
    title: 'Finish signing in',
    enrolTitle: 'Turn on two-step verification',
    enrolIntro:
      'The files on this site are confidential: besides the password, every sign-in asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password, etc.).',
    enrolScan: '1. In the app, choose “Add account” and scan this QR code.',
    qrAlt: 'QR code for the authenticator app',
    enrolManual: 'If you cannot scan it, type this key into the app (type: time based):',
    enrolConfirm: '2. Type the 6-digit code the app shows.',
    codeTitle: 'Two-step verification',
    codeIntro: 'Type the 6-digit code from your authenticator app, or one of your recovery codes.',
    codeLabel: 'Code',
    verify: 'Verify',
    passwordTitle: 'Choose a new password',
    passwordIntro:
      'Your current password does not meet the site’s security rules. Choose one of at least 12 characters that is not common or easy to guess (for example, a phrase of several unusual words).',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    savePassword: 'Save the password',
    codesTitle: 'Keep your recovery codes',
    codesIntro:
      'If you lose your phone, each of these codes works once instead of the app’s code. Keep them somewhere safe (printed, or in a password manager): they will not be shown again.',
    continue: 'Continue',
    logout: 'Log out',
    noAccess: 'Your account has no access to this page.',
    errors: {
      wrong: 'The code is not right. Check the phone’s clock and type the current code.',
      used: 'That code was already used. Wait for the app to show the next one.',
      throttled: 'Too many attempts. Wait a few seconds and try again.',
      mismatch: 'The two passwords do not match.',
      missing: 'Type the code.',
      password: 'Type your current password correctly.',
    },
    renewTitle: 'New recovery codes',
    renewIntro:
      'New codes replace the old ones, which stop working. To confirm it is you, type your current password and a code from your app.',
    currentPassword: 'Current password',
    renew: 'Make new codes',
    back: 'Back to my account',
  },
} as const satisfies Record<StaffLanguage, unknown>

export type SignInError = keyof (typeof signInWords)['es']['errors']
