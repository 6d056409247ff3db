/** The admin's "Erase a person" view (ErasePersonView, ErasePersonClient, the nav link), in Spanish and English. */
export const ERASE_PERSON_VIEW_PATH = '/erase-person'

export const erasureWords = {
  nav: { es: 'Borrar a una persona', en: 'Erase a person' },
  title: { es: 'Borrar a una persona', en: 'Erase a person' },
  intro: {
    es: 'Cuando alguien pide que borremos sus datos: escriba su teléfono o su correo. Se borran sus prospectos (con sus notas), los clics para llamar hechos desde sus direcciones y sus avisos pendientes; el CRM recibe la orden de borrarlos. Queda en la auditoría quién lo hizo y cuántos registros, sin los datos.',
    en: 'When someone asks us to delete their data: enter their phone or e-mail. Their leads (with their notes), the call clicks made from their addresses and their pending notifications are deleted; the CRM is told to delete them. The audit log keeps who did it and how many records, without the data.',
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
  nothing: { es: 'No hay datos de esta persona.', en: 'There is no data for this person.' },
  confirm: { es: 'Borrar definitivamente', en: 'Erase for good' },
  erased: {
    es: (leads: number, ids: string) =>
      `Borrado: ${leads} prospecto(s). Borre también a mano los correos de aviso de recepción de los prospectos ${ids}.`,
    en: (leads: number, ids: string) => `Erased: ${leads} lead(s). Also delete by hand the intake e-mails of leads ${ids}.`,
  },
  crm: { es: 'Se avisará al CRM para que los borre.', en: 'The CRM will be told to delete them.' },
  failed: { es: 'No se pudo: ', en: 'It failed: ' },
} as const
