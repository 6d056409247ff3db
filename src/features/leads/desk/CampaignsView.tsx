import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'
import { staffView } from '@/features/staff-auth/staff-view'
import { localeLabel, staffLanguage, statusLabel, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { CampaignCharts } from './CampaignCharts'
import { campaignFigures, campaignRange, campaignSpeed, type GroupRow } from './campaign-figures.server'
import { CAMPAIGNS_CSV_PATH } from './campaigns-csv.endpoint'
import { intakeCopy } from './copy'
import { CAMPAIGNS_PATH } from './paths'
import { SPEED_TARGET_MINUTES, type SpeedRow } from './speed'
import { weekdayWords, type Weekday } from '@/features/office-hours/hours'
import './intake.css'

type Names = { leads: string; contacted: string; qualified: string; retained: string }
type Cell = string | number

/** The numbers behind a chart: a header row and one row per label (its first cell). */
function FigureTable({ head, rows }: { head: string[]; rows: Cell[][] }) {
  return (
    <div className="campaigns__table-wrap">
      <table className="campaigns__table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One figure of the dashboard: its heading, its chart and its table. */
function FigureBlock(props: { id: string; title: string; children: ReactNode; single?: boolean }) {
  const { id, title, children, single } = props
  return (
    <section
      aria-labelledby={id}
      className={single ? 'campaigns__block campaigns__block--single' : 'campaigns__block'}
      data-figure={id}
    >
      <h2 id={id} className="intake__h2" style={{ gridColumn: '1 / -1' }}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A figure grouped by one key (section, source, language): leads and how many reached each status. */
function GroupFigure(props: {
  id: string
  title: string
  head: string
  rows: GroupRow[]
  names: Names
  label: (key: string | null) => string
}) {
  const { id, title, head, names, label } = props
  const rows = props.rows.map((r) => ({ ...r, label: label(r.key) }))
  return (
    <FigureBlock id={id} title={title}>
      <CampaignCharts kind="groups" title={title} names={names} data={rows.slice(0, 12)} />
      <FigureTable
        head={[head, names.leads, names.contacted, names.qualified, names.retained]}
        rows={rows.map((r) => [r.label, r.leads, r.contacted, r.qualified, r.retained])}
      />
    </FigureBlock>
  )
}

/** How fast one grouping's leads were first contacted: median, p90 and the share within target. */
function SpeedTable(props: { head: string; rows: SpeedRow[]; label: (key: string | null) => string; lang: StaffLanguage }) {
  const t = intakeCopy(props.lang)
  const minutes = (value: number | null) => (value === null ? t.noFigure : value.toLocaleString(props.lang))
  const share = (value: number) => value.toLocaleString(props.lang, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <FigureTable
      head={[props.head, t.leads, t.contactedLeads, t.median, t.p90, t.withinTarget(SPEED_TARGET_MINUTES)]}
      rows={props.rows.map((r) => [
        props.label(r.key),
        r.leads,
        r.contacted,
        minutes(r.median),
        minutes(r.p90),
        share(r.withinTarget),
      ])}
    />
  )
}

/**
 * /admin/campaigns, for admins: leads per week, by section, campaign source and language, and how
 * many reached each status, as charts with the numbers beside them, for a date range in the URL
 * (?from=&to=), downloadable as CSV. Figures from grouped queries (campaign-figures.server.ts).
 */
export async function CampaignsView(props: AdminViewServerProps) {
  const { req, roles, frame } = staffView(props, CAMPAIGNS_PATH)
  const { searchParams } = props
  const adminRoute = req.payload.config.routes.admin
  const lang: StaffLanguage = staffLanguage(req.i18n.language)
  const t = intakeCopy(lang)
  const template = (children: ReactNode) => frame(children, 'intake gutter--left gutter--right')
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
  const [figures, speed] = await Promise.all([campaignFigures(req.payload, range), campaignSpeed(req.payload, range)])
  const place = speed.clock.city ?? speed.clock.timeZone
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

      <FigureBlock id="funnel" title={t.funnel}>
        <CampaignCharts
          kind="weeks"
          title={t.funnel}
          names={names}
          data={[{ label: t.leads, leads: figures.totals.leads }, ...funnel]}
        />
        <FigureTable
          head={[t.status, t.leads]}
          rows={[[t.total, figures.totals.leads], ...funnel.map((row) => [row.label, row.leads])]}
        />
      </FigureBlock>

      <FigureBlock id="weeks" title={t.perWeek}>
        <CampaignCharts
          kind="weeks"
          title={t.perWeek}
          names={names}
          data={figures.weeks.map((w) => ({ label: w.week.slice(5), leads: w.leads }))}
        />
        <FigureTable head={[t.week, t.leads]} rows={figures.weeks.map((w) => [w.week, w.leads])} />
      </FigureBlock>

      <FigureBlock id="speed" title={t.speed} single>
        <p>{t.speedNote(SPEED_TARGET_MINUTES)}</p>
        <SpeedTable head={t.total} rows={[speed.total]} label={() => t.total} lang={lang} />
        <h3 className="campaigns__h3">{t.speedByWeek}</h3>
        <SpeedTable head={t.week} rows={speed.byWeek} label={(k) => k ?? t.none} lang={lang} />
        <h3 className="campaigns__h3">{t.speedByStaff}</h3>
        <SpeedTable head={t.staffMember} rows={speed.byStaff} label={(k) => k ?? t.none} lang={lang} />
        <h3 className="campaigns__h3">{t.speedBySource}</h3>
        <SpeedTable head={t.source} rows={speed.bySource} label={(k) => k ?? t.none} lang={lang} />
        <h3 className="campaigns__h3">{t.speedByWeekday(place)}</h3>
        <SpeedTable
          head={t.weekday}
          rows={speed.byWeekday}
          label={(k) => (k && k in weekdayWords ? weekdayWords[k as Weekday][lang] : t.none)}
          lang={lang}
        />
        <h3 className="campaigns__h3">{t.speedByHour(place)}</h3>
        <SpeedTable head={t.hour} rows={speed.byHour} label={(k) => (k === null ? t.none : `${k}:00–${k}:59`)} lang={lang} />
        <h3 className="campaigns__h3">{t.speedByOfficeHours}</h3>
        <SpeedTable
          head={t.arrived}
          rows={speed.byOfficeHours}
          label={(k) => (k === 'inside' ? t.insideOfficeHours : t.outsideOfficeHours)}
          lang={lang}
        />
      </FigureBlock>

      <GroupFigure
        id="by-section"
        title={t.bySection}
        head={t.section}
        rows={figures.bySection}
        names={names}
        label={(k) => k ?? t.none}
      />
      <GroupFigure
        id="by-source"
        title={t.bySource}
        head={t.source}
        rows={figures.bySource}
        names={names}
        label={(k) => k ?? t.none}
      />
      <GroupFigure
        id="by-language"
        title={t.byLanguage}
        head={t.lang}
        rows={figures.byLanguage}
        names={names}
        label={(k) => (k ? localeLabel(k, lang) : t.none)}
      />
    </>,
  )
}
