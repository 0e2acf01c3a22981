import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { refusalOf, wordRefusal } from '../../refusal';
import { KeywordSets, KeywordTable, VideoTable } from './tables';
import type { KeywordReport, VideoReport, VideoReportItem } from './types';

/**
 * The person's saved keyword reports and video searches, newest first; one opens in place with
 * its table (a video report is read whole from GET /v1/research/vid/reports/{id}).
 */
export function SavedReports(props: { version: number }) {
  const t = useWords().rs;
  const [keywordReports, setKeywordReports] = useState<KeywordReport[] | null>(null);
  const [videoReports, setVideoReports] = useState<VideoReportItem[] | null>(null);
  const [openKeyword, setOpenKeyword] = useState<string | null>(null);
  const [openVideo, setOpenVideo] = useState<VideoReport | null>(null);
  const [error, setError] = useState('');
  const when = (iso: string) => new Date(iso).toLocaleString(t.numberLocale);

  useEffect(() => {
    api
      .GET('/v1/kr/keywords/reports', { params: { query: { limit: 20 } } })
      .then(({ data, error: refused }) => {
        if (data) setKeywordReports(data.data);
        else setError(wordRefusal(refusalOf(refused), t.refused));
      });
    api
      .GET('/v1/research/vid/reports', { params: { query: { limit: 20 } } })
      .then(({ data, error: refused }) => {
        if (data) setVideoReports(data.data);
        else setError(wordRefusal(refusalOf(refused), t.refused));
      });
  }, [props.version]);

  const toggleVideo = async (id: string) => {
    if (openVideo?.id === id) return setOpenVideo(null);
    const { data, error: refused } = await api.GET('/v1/research/vid/reports/{id}', {
      params: { path: { id } },
    });
    if (data) setOpenVideo(data);
    else setError(wordRefusal(refusalOf(refused), t.refused));
  };

  return (
    <section aria-labelledby="saved-title" class="panel">
      <h2 id="saved-title">{t.savedTitle}</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <h3>{t.keywordReports}</h3>
      {keywordReports?.length === 0 && <p>{t.noReports}</p>}
      <ul class="reports">
        {keywordReports?.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              aria-expanded={openKeyword === r.id}
              onClick={() => setOpenKeyword(openKeyword === r.id ? null : r.id)}
            >
              {r.seedText}
            </button>{' '}
            <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
            {openKeyword === r.id && (
              <div class="result">
                <KeywordTable rows={r.measured} caption={r.seedText} />
                <KeywordSets sets={r.sets} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <h3>{t.videoReports}</h3>
      {videoReports?.length === 0 && <p>{t.noReports}</p>}
      <ul class="reports">
        {videoReports?.map((r) => (
          <li key={r.id}>
            <button type="button" aria-expanded={openVideo?.id === r.id} onClick={() => toggleVideo(r.id)}>
              {r.search.q}
            </button>{' '}
            <span class="hint">
              {r.videoCount} · <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
            </span>
            {openVideo?.id === r.id && (
              <div class="result">
                <VideoTable videos={openVideo.videos} caption={r.search.q} />
                <details>
                  <summary>{t.prompt}</summary>
                  <pre>{openVideo.prompt}</pre>
                </details>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
