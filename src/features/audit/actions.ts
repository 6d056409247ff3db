/** What the audit log records (src/collections/AuditLog), with the admin's labels. */
export const auditActions = [
  'lead-export',
  'lead-view',
  'lead-status',
  'person-erased',
  'retention',
  'notification-ceiling',
  'lead-list',
  'lead-delete',
  'lead-read-ceiling',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditActionWords: Record<AuditAction, { es: string; en: string }> = {
  'lead-export': { es: 'Exportación de prospectos', en: 'Lead export' },
  'lead-view': { es: 'Vista de un prospecto', en: 'Lead viewed' },
  'lead-status': { es: 'Cambio de estado', en: 'Status change' },
  'person-erased': { es: 'Persona borrada', en: 'Person erased' },
  retention: { es: 'Borrado por plazo', en: 'Retention' },
  'notification-ceiling': { es: 'Tope de avisos alcanzado', en: 'Notification ceiling reached' },
  'lead-list': { es: 'Lista de prospectos', en: 'Lead list read' },
  'lead-delete': { es: 'Prospectos borrados', en: 'Leads deleted' },
  'lead-read-ceiling': { es: 'Tope de lecturas por hora superado', en: 'Hourly lead-read ceiling passed' },
}
