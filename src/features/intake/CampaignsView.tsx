import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { staffRoles } from '@/access'
import { localeLabel, staffLanguage, statusLabel, type StaffLanguage } from '@/features/lead-inbox/vocabulary'
import { CampaignCharts } from './CampaignCharts'
import { campaignFigures, campaignRange, type GroupRow } from './campaign-figures.server'
import { CAMPAIGNS_CSV_PATH } from './campaigns-csv.endpoint'
import { intakeCopy, type IntakeCopy } from './copy'
import { CAMPAIGNS_PATH } from './paths'
import './intake.css'

type Names = { leads: string; contacted: string; qualified: string; retained: string }

function GroupTable({ rows, head, names, none }: { rows: GroupRow[]; head: string; names: Names; none: string }) {
  return (
    <div className="campaigns__table-wrap">
      <table className="campaigns__table">
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">{names.leads}</th>
            <th scope="col">{names.contacted}</th>
            <th scope="col">{names.qualified}</th>
            <th scope="col">{names.retained}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key ?? ''}>
              <th scope="row">{row.key ?? none}</th>
              <td>{row.leads}</td>
              <td>{row.contacted}</td>
              <td>{row.qualified}</td>
              <td>{row.retained}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function groupSection(
  id: string,
  title: string,
  head: string,
  rows: GroupRow[],
  names: Names,
  t: IntakeCopy,
  label = (k: string | null) => k ?? t.none,
) {
  return (
    <section aria-labelledby={id} className="campaigns__block" data-figure={id}>
      <h2 id={id} className="intake__h2" style={{ gridColumn: '1 / -1' }}>
        {title}
      </h2>
      <CampaignCharts
        kind="groups"
        title={title}
        names={names}
        data={rows.slice(0, 12).map((r) => ({ ...r, label: label(r.key) }))}
      />
      <GroupTable rows={rows.map((r) => ({ ...r, key: label(r.key) }))} head={head} names={names} none={t.none} />
    </section>
  )
}

/**
 * /admin/campaigns, for admins: leads per week, by section, campaign source and language, and how
 * many reached each status, as charts with the numbers beside them, for a date range in the URL
 * (?from=&to=), downloadable as CSV. Figures from grouped queries (campaign-figures.server.ts).
 */
export async function CampaignsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const roles = staffRoles(req)
  if (roles.length === 0) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${CAMPAIGNS_PATH}`)}`)
  const lang: StaffLanguage = staffLanguage(req.i18n.language)
  const t = intakeCopy(lang)
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="intake gutter--left gutter--right">{children}</div>
    </DefaultTemplate>
  )
  if (!roles.includes('admin')) {
    return template(
      <>
        <h1 className="intake__title">{t.dashboardTitle}</h1>
        <p role="alert">{t.adminsOnly}</p>
      </>,
    )
  }

  const query = new URLSearchParams()
  for (const key of ['from', 'to']) {
    const value = searchParams?.[key]
    if (typeof value === 'string') query.set(key, value)
  }
  const range = campaignRange(query)
  const figures = await campaignFigures(req.payload, range)
  const names: Names = {
    leads: t.leads,
    contacted: statusLabel('contacted', lang),
    qualified: statusLabel('qualified', lang),
    retained: statusLabel('retained', lang),
  }
  const csvHref = `${req.payload.config.routes.api}${CAMPAIGNS_CSV_PATH}?${new URLSearchParams({ from: figures.from, to: figures.to })}`
  const funnel = (['contacted', 'qualified', 'retained'] as const).map((status) => ({
    label: names[status],
    leads: figures.totals[status],
  }))

  return template(
    <>
      <h1 className="intake__title">{t.dashboardTitle}</h1>
      <p>
        {t.range(figures.from, figures.to, figures.timeZone)} {t.spamExcluded}
      </p>
      <form className="campaigns__filters" method="get" action={`${adminRoute}${CAMPAIGNS_PATH}`}>
        <label>
          {t.from}
          <input type="date" name="from" defaultValue={figures.from} />
        </label>
        <label>
          {t.to}
          <input type="date" name="to" defaultValue={figures.to} />
        </label>
        <button type="submit" className="intake-button">
          {t.apply}
        </button>
        <a className="intake-button" href={csvHref} download>
          {t.downloadCsv}
        </a>
      </form>

      <section aria-labelledby="funnel" className="campaigns__block" data-figure="funnel">
        <h2 id="funnel" className="intake__h2" style={{ gridColumn: '1 / -1' }}>
          {t.funnel}
        </h2>
        <CampaignCharts
          kind="weeks"
          title={t.funnel}
          names={names}
          data={[{ label: t.leads, leads: figures.totals.leads }, ...funnel]}
        />
        <div className="campaigns__table-wrap">
          <table className="campaigns__table">
            <thead>
              <tr>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.leads}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t.total}</th>
                <td>{figures.totals.leads}</td>
              </tr>
              {funnel.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="weeks" className="campaigns__block" data-figure="weeks">
        <h2 id="weeks" className="intake__h2" style={{ gridColumn: '1 / -1' }}>
          {t.perWeek}
        </h2>
        <CampaignCharts
          kind="weeks"
          title={t.perWeek}
          names={names}
          data={figures.weeks.map((w) => ({ label: w.week.slice(5), leads: w.leads }))}
        />
        <div className="campaigns__table-wrap">
          <table className="campaigns__table">
            <thead>
              <tr>
                <th scope="col">{t.week}</th>
                <th scope="col">{t.leads}</th>
              </tr>
            </thead>
            <tbody>
              {figures.weeks.map((w) => (
                <tr key={w.week}>
                  <th scope="row">{w.week}</th>
                  <td>{w.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {groupSection('by-section', t.bySection, t.section, figures.bySection, names, t)}
      {groupSection('by-source', t.bySource, t.source, figures.bySource, names, t)}
      {groupSection('by-language', t.byLanguage, t.lang, figures.byLanguage, names, t, (k) =>
        k ? localeLabel(k, lang) : t.none,
      )}
    </>,
  )
}
