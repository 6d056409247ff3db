import { csvRow } from '@/features/leads/inbox/csv'
import { statusLabel, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import type { CampaignFigures } from './campaign-figures.server'
import { intakeCopy } from './copy'

/** The campaign dashboard's figures as one CSV, headed in the staff member's language. */
export function campaignsCsv(figures: CampaignFigures, lang: StaffLanguage): string {
  const t = intakeCopy(lang)
  const reachedHead = [t.leads, ...(['contacted', 'qualified', 'retained'] as const).map((s) => statusLabel(s, lang))]
  const lines = [
    csvRow([t.range(figures.from, figures.to, figures.timeZone)]),
    csvRow([t.spamExcluded]),
    csvRow(['figure', 'value', ...reachedHead]),
    ...figures.weeks.map((w) => csvRow(['week', w.week, w.leads])),
  ]
  const groups: Array<[string, CampaignFigures['bySection']]> = [
    ['section', figures.bySection],
    ['source', figures.bySource],
    ['language', figures.byLanguage],
  ]
  for (const [figure, groupRows] of groups) {
    for (const row of groupRows)
      lines.push(csvRow([figure, row.key ?? t.none, row.leads, row.contacted, row.qualified, row.retained]))
  }
  const { leads, contacted, qualified, retained } = figures.totals
  lines.push(csvRow(['total', '', leads, contacted, qualified, retained]))
  return lines.join('')
}
