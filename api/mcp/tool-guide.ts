/**
 * What an agent should know beyond the operation's summary: when to use the tool and what to call
 * next. Keyed by operationId; an operation without an entry has its summary alone.
 */
export const TOOL_GUIDE: Record<string, string> = {
  createPost:
    'Publishes one post to one or more connected accounts (list_accounts gives their ids): now, at scheduledAt, or as a draft. With media, first media_upload_link (or media_presign then media_complete, or media_from_url) and pass mediaIds. Returns quickly: when targets are still pending or publishing, read the post again with get_post. A failed target: retry_post.',
  getPost:
    'Reads one post with each target’s status, url, errorCode and retryable. Use after create_post to see the outcome.',
  listPosts:
    'Lists posts newest first; filter by status. Use to find a post before get_post, update_post or retry_post.',
  updatePost:
    'Changes a draft or scheduled post, or rewrites a published one on channels that can. Read it first with get_post.',
  retryPost:
    'Sends the failed targets of a post again. Targets whose outcome is unknown need force: true; check the channel first.',
  deletePost: 'Removes a post from its channels; the record stays, marked deleted.',
  likePost:
    'Likes a post from a connected account: postId is our post (from create_post or list_posts) or a post link; with replyId it likes a reply from get_post_thread. unlike_post takes it back.',
  replyToPost:
    'Replies under a post (postId, or ownerHandle and externalId); with replyId it answers a reply from get_post_thread. Waits up to 10 s; a pending answer is read with get_engagement. The reply shows in get_post_thread as ours; delete_reply removes it.',
  deleteReply: 'Deletes a reply this service made (the id reply_to_post answered with).',
  followAccount:
    'Follows an account by its handle from a connected account (accountId when several can); unfollow_account undoes it.',
  hideReply:
    'Hides someone’s reply under our post: postId and the reply’s externalId (from get_post_thread) as replyId. unhide_reply shows it again.',
  getEngagement: 'Reads an engagement action (like, reply, follow, hide) and its outcome, e.g. after a 202.',
  createAutomation:
    'Creates a comment-to-DM automation on a photo or social account (list_accounts): trigger (a post of ours, the next post, or any post; keywords), deliver (message, link, mediaId: an image or a PDF/HWP/HWPX document). It starts as a draft: enable_automation turns it on.',
  enableAutomation:
    'Turns an automation on. Only one enabled automation per account may wait for the next post (next_post_taken: disable the other first).',
  startPastComments:
    'Sends the automation’s message to people who already commented on its post; read progress with get_automation (pastComments); stop_past_comments stops it.',
  listAutomationDeliveries:
    'Who an automation answered, what was sent and how it ended (sent, skipped with reason, failed).',
  createUploadLink:
    'Makes an upload link the person (or an HTTP client) can PUT files to, for agents that cannot send bytes themselves. Then media_get_upload_link to see the files and their media ids, and pass them as mediaIds to create_post.',
  presignMedia:
    'Presigns an upload: PUT the bytes to the returned url, then call media_complete. Agents that cannot PUT bytes: media_upload_link.',
  completeMedia:
    'Marks a presigned upload as uploaded, after its bytes were PUT; then pass its id in mediaIds.',
  mediaFromUrl:
    'Fetches a file from a public URL into the workspace’s media; pass the returned id in mediaIds.',
  listAccounts: 'The workspace’s connected channel accounts: their ids go in create_post’s accountIds.',
  getPublishOptions: 'What a channel account accepts (privacy levels, categories) before publishing to it.',
  refreshAccount:
    'Re-reads an account’s channel metadata (the Korean blog’s categories) through the browser extension.',
  listKrDrafts:
    'The Korean blog’s draft box (through the person’s browser extension); publish one with publish_kr_draft.',
  publishKrDraft:
    'Publishes a Korean blog draft as it is (logNo from list_kr_drafts); read the post with get_post.',
  getHelp: 'Troubleshooting answers by error code or question: call it with the code of any error you got.',
  listLogs:
    'Recent API and agent calls with request and response bodies; find a failed call by its requestId.',
  measureKrKeywords:
    'Measures keywords (monthly searches, blog documents); a research tool, off until the person enables research for this connection.',
  judgeKrKeywords:
    'Measures keywords and picks sets (main plus subs) with a writing prompt; save: true keeps a report.',
  expandKrKeywords: 'Expands seed keywords through autocomplete; then judge_kr_keywords on the words found.',
};
