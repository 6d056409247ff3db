'use client'

import { useTranslations } from 'next-intl'

export type ReferralRow = { key: number; nombre: string; telefono: string }

/** The referral landing's list of referred people, with edit and delete per row (spec §4). */
export function ReferralList({
  rows,
  editing,
  onEdit,
  onRemove,
}: {
  rows: readonly ReferralRow[]
  /** The row loaded into the boxes for editing, highlighted. */
  editing: number | null
  onEdit: (row: ReferralRow) => void
  onRemove: (row: ReferralRow) => void
}) {
  const t = useTranslations('enquiry')
  return (
    <div
      className="max-h-[200px] overflow-y-auto rounded-md border border-slate-300 bg-white"
      role="region"
      aria-label={t('referrals.listTitle')}
      tabIndex={0}
      data-referral-list
    >
      {rows.length === 0 ? (
        <p className="px-3 py-3 text-base text-slate-600">{t('referrals.empty')}</p>
      ) : (
        <table className="w-full border-collapse text-left text-base text-ink">
          <thead className="sticky top-0 bg-cream">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('referrals.colName')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('referrals.colPhone')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">{t('referrals.colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`border-t border-slate-200 ${editing === row.key ? 'bg-gold/10' : ''}`}>
                <td className="px-3 py-1 break-words">{row.nombre}</td>
                <td className="px-3 py-1">{row.telefono}</td>
                <td className="px-2 py-1">
                  <div className="flex flex-wrap justify-end gap-1">
                    <RowAction label={t('referrals.editRow')} name={row.nombre} tone="text-teal" onClick={() => onEdit(row)} />
                    <RowAction
                      label={t('referrals.delete')}
                      name={row.nombre}
                      tone="text-red-700"
                      onClick={() => onRemove(row)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** A row's edit or delete button; its accessible name says whose row it is. */
function RowAction(props: { label: string; name: string; tone: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className={`min-h-11 rounded-md px-3 font-semibold ${props.tone} underline`}
      aria-label={`${props.label} ${props.name}`}
    >
      {props.label}
    </button>
  )
}
