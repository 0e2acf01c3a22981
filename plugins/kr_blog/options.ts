import type { KrLayout, KrOpenType } from './limits';
import { KR_LAYOUTS, KR_OPEN_TYPES } from './limits';

/** `options.kr_blog` as the plugin reads it. The API has checked the shape against the options schema. */
export interface KrOptions {
  title?: string;
  categoryId?: string;
  /** A category by name; resolved against the blog's categories (kr_category_unknown, _ambiguous). */
  category?: string;
  form?: string;
  layout?: KrLayout;
  draftOnly: boolean;
  scheduledAt?: string;
  fontSize?: number;
  tags: string[];
  openType?: KrOpenType;
  /** For a rewrite of a post written in the blog's own editor: the version the caller read. */
  sourceVersion?: string;
}

/** Tolerant reading: `validate` runs on drafts too, so a wrong type reads as absent, never throws. */
export function readKrOptions(options: Record<string, unknown>): KrOptions {
  return {
    title: stringOf(options.title),
    categoryId: stringOf(options.categoryId),
    category: stringOf(options.category),
    form: stringOf(options.form),
    layout: oneOf(options.layout, KR_LAYOUTS),
    draftOnly: options.draftOnly === true,
    scheduledAt: stringOf(options.scheduledAt),
    fontSize: typeof options.fontSize === 'number' ? options.fontSize : undefined,
    tags: Array.isArray(options.tags) ? options.tags.filter((t): t is string => typeof t === 'string') : [],
    openType: oneOf(options.openType, KR_OPEN_TYPES),
    sourceVersion: stringOf(options.sourceVersion),
  };
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}
