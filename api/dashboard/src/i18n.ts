import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

import * as accounts from './words/accounts';
import * as billing from './words/billing';
import * as calendar from './words/calendar';
import * as agents from './words/agents';
import * as common from './words/common';
import * as compose from './words/compose';
import * as keys from './words/keys';
import * as logs from './words/logs';
import * as posts from './words/posts';
import * as research from './words/research';
import * as webhooks from './words/webhooks';
import * as workspaces from './words/workspaces';
import * as signup from './words/signup';

/**
 * The dashboard's words in English and Korean (the service's help answers in both), one file per
 * screen under words/, so a new screen adds its file and one line here.
 */
const en = {
  ...common.en,
  ...keys.en,
  ...logs.en,
  ...accounts.en,
  ...calendar.en,
  ...research.en,
  ...billing.en,
  ...workspaces.en,
  ...compose.en,
  ...posts.en,
  ...agents.en,
  ...signup.en,
  ...webhooks.en,
};
type Words = typeof en;
const ko: Words = {
  ...common.ko,
  ...keys.ko,
  ...logs.ko,
  ...accounts.ko,
  ...calendar.ko,
  ...research.ko,
  ...billing.ko,
  ...workspaces.ko,
  ...compose.ko,
  ...posts.ko,
  ...agents.ko,
  ...signup.ko,
  ...webhooks.ko,
};

export type Locale = 'en' | 'ko';
export const LOCALES: Record<Locale, { label: string; words: Words }> = {
  en: { label: 'English', words: en },
  ko: { label: '한국어', words: ko },
};

const CHOSEN = 'fanout.locale';

/** The switch's choice if made, else the browser's language (Korean when it asks for it). */
export function initialLocale(): Locale {
  const chosen = localStorage.getItem(CHOSEN);
  if (chosen === 'en' || chosen === 'ko') return chosen;
  return navigator.languages.some((l) => l.toLowerCase().startsWith('ko')) ? 'ko' : 'en';
}

export function rememberLocale(locale: Locale): void {
  localStorage.setItem(CHOSEN, locale);
  document.documentElement.lang = locale;
}

export const WordsContext = createContext<Words>(en);
export const useWords = (): Words => useContext(WordsContext);
