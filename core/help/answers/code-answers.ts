import { catalogue, type CatalogueEntry } from '../../errors/catalogue';
import { lines, type HelpEntry } from '../answer';
import { adviceFor } from './advice';
import { categoryOf, platformOf } from './code-topics';
import { KO_CODE_TEXT } from './codes-ko';

/** The id of the answer generated for an error code. */
export const codeAnswerId = (code: string): string => `error-${code}`;

function statusLine(entry: CatalogueEntry, locale: 'en' | 'ko'): string {
  if (entry.status === 'target') {
    const early = entry.otherStatuses?.[0];
    if (early !== undefined)
      return locale === 'en'
        ? `Status: ${early} when a request breaks it before anything is sent; otherwise recorded on a post target (errorCode).`
        : `상태: 전송 전에 요청이 이 규칙을 어기면 ${early}, 그 밖에는 게시물 대상(errorCode)에 기록됩니다.`;
    return locale === 'en'
      ? 'Status: recorded on a post target (errorCode), not an HTTP status.'
      : '상태: 게시물 대상(errorCode)에 기록되며 HTTP 상태가 아닙니다.';
  }
  const others = entry.otherStatuses?.length ? entry.otherStatuses.join(', ') : '';
  if (locale === 'en') return `HTTP status: ${entry.status}${others ? ` (${others} on some paths)` : ''}.`;
  return `HTTP 상태: ${entry.status}${others ? ` (경로에 따라 ${others})` : ''}.`;
}

/**
 * One answer per catalogue code, built from the catalogue itself so a new code has an answer the
 * moment it exists. Korean text comes from KO_CODE_TEXT; a code missing there still answers, with
 * the English sentence, until someone writes its line (the unit test points them out).
 */
export function codeEntries(): HelpEntry[] {
  const table: Record<string, CatalogueEntry> = catalogue;
  return Object.entries(table).map(([code, entry]) => ({
    id: codeAnswerId(code),
    category: categoryOf(code),
    platform: platformOf(code),
    codes: [code],
    text: {
      en: {
        title: code,
        body: lines(entry.message, statusLine(entry, 'en'), `What to do: ${adviceFor(entry, 'en', code)}`),
      },
      ko: {
        title: code,
        body: lines(
          KO_CODE_TEXT[code] ?? `(한국어 설명 준비 중) ${entry.message}`,
          statusLine(entry, 'ko'),
          `해결 방법: ${adviceFor(entry, 'ko', code)}`,
        ),
      },
    },
  }));
}
