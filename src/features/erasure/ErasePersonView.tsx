import type { AdminViewServerProps } from 'payload'
import { staffView } from '@/features/staff-auth/staff-view'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { ErasePersonClient } from './ErasePersonClient'
import { ERASE_PERSON_VIEW_PATH, erasureWords as w } from './words'

/** /admin/erase-person: an admin erases a person's data on request (privacy policy). */
export async function ErasePersonView(props: AdminViewServerProps) {
  const { req, roles, frame } = staffView(props, ERASE_PERSON_VIEW_PATH)
  const lang = staffLanguage(req.i18n.language)
  const apiRoute = req.payload.config.routes.api
  return frame(
    <div style={{ paddingBlock: '2rem', maxWidth: '44rem' }}>
      <h1 style={{ marginBottom: '0.5rem' }}>{w.title[lang]}</h1>
      <p style={{ marginBottom: '1.5rem' }}>{w.intro[lang]}</p>
      {roles.includes('admin') ? (
        <ErasePersonClient lang={lang} endpoint={`${apiRoute}/privacy/erase-person`} />
      ) : (
        <p>{w.adminsOnly[lang]}</p>
      )}
    </div>,
  )
}
