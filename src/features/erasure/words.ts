/** The admin's "Erase a person" view (ErasePersonView, ErasePersonClient, the nav link), in Spanish and English. */
export const ERASE_PERSON_VIEW_PATH = '/erase-person'

export const erasureWords = {
  nav: { es: 'Borrar a una persona', en: 'Erase a person' },
  title: { es: 'Borrar a una persona', en: 'Erase a person' },
  intro: {
    es: 'Cuando alguien pide que borremos sus datos: escriba su teléfono o su correo. Se borran sus prospectos (con sus notas), los clics para llamar hechos desde sus direcciones y sus avisos pendientes; del registro de bajas de mensajes de texto queda solo una huella cifrada de su número; el CRM recibe la orden de borrarlos. Una copia de seguridad restaurada más tarde los vuelve a borrar. Queda en la auditoría quién lo hizo y cuántos registros, sin los datos.',
    en: 'When someone asks us to delete their data: enter their phone or e-mail. Their leads (with their notes), the call clicks made from their addresses and their pending notifications are deleted; the texting opt-out register keeps only a keyed hash of their number; the CRM is told to delete them. A backup restored later erases them again. The audit log keeps who did it and how many records, without the data.',
  },
  adminsOnly: { es: 'Solo los administradores pueden borrar datos.', en: 'Only admins can erase data.' },
  phone: { es: 'Teléfono', en: 'Phone' },
  email: { es: 'Correo electrónico', en: 'E-mail' },
  find: { es: 'Buscar', en: 'Find' },
  found: {
    es: (leads: number, clicks: number, jobs: number) =>
      `Se encontraron ${leads} prospecto(s), ${clicks} clic(s) para llamar y ${jobs} aviso(s) pendiente(s).`,
    en: (leads: number, clicks: number, jobs: number) =>
      `Found ${leads} lead(s), ${clicks} call click(s) and ${jobs} pending notification(s).`,
  },
  optOuts: {
    es: (entries: number) =>
      `Su número está ${entries === 1 ? 'en el registro' : `${entries} veces en el registro`} de bajas de mensajes de texto: se queda solo una huella cifrada del número (para seguir sin enviarle mensajes), sin la nota.`,
    en: (entries: number) =>
      `Their number is in the texting opt-out register${entries === 1 ? '' : ` (${entries} entries)`}: only a keyed hash of the number stays (so they are still not texted), without the note.`,
  },
  nothing: { es: 'No hay datos de esta persona.', en: 'There is no data for this person.' },
  confirm: { es: 'Borrar definitivamente', en: 'Erase for good' },
  erased: {
    es: (leads: number, ids: string) =>
      `Borrado: ${leads} prospecto(s). Borre también a mano los correos de aviso de recepción de los prospectos ${ids}.`,
    en: (leads: number, ids: string) => `Erased: ${leads} lead(s). Also delete by hand the intake e-mails of leads ${ids}.`,
  },
  crm: { es: 'Se avisará al CRM para que los borre.', en: 'The CRM will be told to delete them.' },
  notWiped: {
    es: 'Los datos se borraron, pero la base de datos estaba ocupada y sus archivos aún pueden guardar restos: vuelva a intentarlo en un momento.',
    en: 'The data was erased, but the database was busy and its files may still hold traces: try again in a moment.',
  },
  failed: { es: 'No se pudo: ', en: 'It failed: ' },
} as const
