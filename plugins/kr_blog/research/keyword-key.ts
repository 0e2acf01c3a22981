/**
 * A keyword as the keyword tool and the caches know it: trimmed, lower case, spaces collapsed,
 * and none at all inside Korean text (the tool answers 제주도 여행 as 제주도여행).
 */
export function keywordKey(keyword: string): string {
  const trimmed = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  return /[\uac00-\ud7a3]/.test(trimmed) ? trimmed.replace(/ /g, '') : trimmed;
}
