import type { CommentEvent } from '../../channels/dm';
import type { Account, Automation } from '../../entities';

/**
 * Why an automation does not answer a comment, or null when it does: the comment is under the
 * automation's account and on its post (`post`, `next_post`; any post of the account for
 * `any_post`), not the account's own, and its text holds a keyword (`contains`) or is one
 * (`exact`), compared NFC and case-insensitively; no keywords: any comment.
 */
export function whyNotAnswered(
  automation: Automation,
  account: Account,
  comment: CommentEvent,
): string | null {
  if (automation.status !== 'enabled') return `the automation is ${automation.status}`;
  if (comment.accountExternalId !== account.externalAccountId) return 'the comment is under another account';
  if (automation.triggerKind !== 'any_post' && comment.postExternalId !== automation.boundExternalId) {
    return 'the comment is not on the automation’s post';
  }
  const own = account.handle.replace(/^@/, '').toLocaleLowerCase();
  if (
    comment.commenterId === account.externalAccountId ||
    (comment.commenterHandle ?? '').replace(/^@/, '').toLocaleLowerCase() === own
  ) {
    return 'the comment is the account’s own';
  }
  return keywordMatches(automation, comment.text) ? null : 'no keyword matches';
}

export function keywordMatches(automation: Pick<Automation, 'keywords' | 'match'>, text: string): boolean {
  if (automation.keywords.length === 0) return true;
  const said = text.normalize('NFC').trim().toLocaleLowerCase();
  return automation.keywords.some((raw) => {
    const word = raw.normalize('NFC').trim().toLocaleLowerCase();
    return automation.match === 'exact' ? said === word : said.includes(word);
  });
}
