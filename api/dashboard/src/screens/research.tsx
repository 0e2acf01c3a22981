import { useState } from 'preact/hooks';
import { useWords } from '../i18n';
import './research.css';
import { KeywordJudge } from './research/keyword-judge';
import { SavedReports } from './research/saved-reports';
import { VideoResearch } from './research/video-search';

/**
 * The person's research (not a workspace's: quotas and reports follow the person): the keyword
 * judge, video research, and the saved reports, listed again after each new one.
 */
export function Research() {
  const words = useWords();
  const [version, setVersion] = useState(0);
  const saved = () => setVersion((v) => v + 1);
  return (
    <section aria-labelledby="research-title" class="research">
      <h1 id="research-title">{words.research}</h1>
      <KeywordJudge onSaved={saved} />
      <VideoResearch onSaved={saved} />
      <SavedReports version={version} />
    </section>
  );
}
