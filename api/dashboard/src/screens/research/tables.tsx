import { useWords } from '../../i18n';
import type { KeywordSet, Measured, Video } from './types';

/** The judge's measurements, a row a keyword, with the verdict as a word. */
export function KeywordTable(props: { rows: Measured[]; caption: string }) {
  const t = useWords().rs;
  const n = (v: number | null) => (v === null ? '–' : v.toLocaleString(t.numberLocale));
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div class="table-scroll" tabIndex={0} role="region" aria-label={props.caption}>
      <table class="research-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.keyword}</th>
            <th scope="col">{t.searches}</th>
            <th scope="col">{t.docs}</th>
            <th scope="col">{t.postsPerMonth}</th>
            <th scope="col">{t.verdict}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.keyword}>
              <th scope="row">{r.keyword}</th>
              <td>{n(r.monthlySearches.total)}</td>
              <td>{n(r.docs)}</td>
              <td>{n(r.postsPerMonth)}</td>
              <td>
                <span class={`verdict verdict-${r.verdict}`}>{t.verdictWord[r.verdict]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sets the judge picked: a main keyword, its sub keywords, and the writing prompt. */
export function KeywordSets(props: { sets: KeywordSet[] }) {
  const t = useWords().rs;
  if (props.sets.length === 0) return null;
  return (
    <>
      <h3>{t.sets}</h3>
      <ul class="sets">
        {props.sets.map((s) => (
          <li key={s.main}>
            <strong>
              {t.main}: {s.main}
            </strong>
            <br />
            {t.subs}: {s.subs.join(', ')}
            <details>
              <summary>{t.prompt}</summary>
              <pre>{s.prompt}</pre>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Videos as the search found them, with the views-to-subscribers ratio the service computed. */
export function VideoTable(props: { videos: Video[]; caption: string }) {
  const t = useWords().rs;
  const n = (v: number | null) => (v === null ? '–' : v.toLocaleString(t.numberLocale));
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div class="table-scroll" tabIndex={0} role="region" aria-label={props.caption}>
      <table class="research-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.video}</th>
            <th scope="col">{t.channel}</th>
            <th scope="col">{t.views}</th>
            <th scope="col">{t.subscribers}</th>
            <th scope="col">{t.ratio}</th>
            <th scope="col">{t.format}</th>
            <th scope="col">{t.length}</th>
            <th scope="col">{t.published}</th>
          </tr>
        </thead>
        <tbody>
          {props.videos.map((v) => (
            <tr key={v.videoId}>
              <th scope="row">
                <a href={v.url} rel="noopener noreferrer" target="_blank">
                  {v.title}
                </a>
              </th>
              <td>{v.channelTitle}</td>
              <td>{n(v.views)}</td>
              <td>{n(v.subscribers)}</td>
              <td>{v.viewsPerSubscriber === null ? '–' : v.viewsPerSubscriber.toFixed(2)}</td>
              <td>{v.format === 'short' ? t.short : t.long}</td>
              <td>{duration(v.durationSeconds)}</td>
              <td>{new Date(v.publishedAt).toLocaleDateString(t.numberLocale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
