import { violation, type Violation } from '../../core/errors/app-error';
import { KR_PLATFORM } from './limits';

/** One category of a blog as the account shows it (`krBlog.categories`). */
export interface KrCategory {
  id: string;
  name: string;
  /** The parent's id for a subcategory: a parent and a child may share a name. */
  parentId?: string;
}

export type CategoryChoice = { categoryId: string } | { violation: Violation };

/**
 * The category a post goes to, from `categoryId` or `category` (a name), against the blog's list as
 * last read. Names compare after trimming, case-sensitively as the blog shows them; a name two
 * categories share is ambiguous rather than guessed.
 */
export function chooseCategory(
  wanted: { categoryId?: string; category?: string },
  categories: readonly KrCategory[],
): CategoryChoice {
  const listed = categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId }));
  if (wanted.categoryId !== undefined) {
    if (categories.some((c) => c.id === wanted.categoryId)) return { categoryId: wanted.categoryId };
    return {
      violation: violation(
        'kr_category_unknown',
        { platform: KR_PLATFORM, categoryId: wanted.categoryId, categories: listed },
        `No category ${wanted.categoryId} on the blog; if it was just made, refresh_account (POST /v1/accounts/{id}/refresh) reads the list again.`,
      ),
    };
  }
  const name = (wanted.category ?? '').trim();
  const matches = categories.filter((c) => c.name.trim() === name);
  if (matches.length === 1) return { categoryId: matches[0].id };
  if (matches.length > 1) {
    return {
      violation: violation(
        'kr_category_ambiguous',
        { platform: KR_PLATFORM, category: name, categories: matches.map((c) => ({ ...c })) },
        `${matches.length} categories are named "${name}" (${matches.map((c) => c.id).join(', ')}); pass categoryId.`,
      ),
    };
  }
  return {
    violation: violation(
      'kr_category_unknown',
      { platform: KR_PLATFORM, category: name, categories: listed },
      `No category named "${name}" on the blog; if it was just made, refresh_account reads the list again.`,
    ),
  };
}
