/** One video of a search as the report and its prompt show it. */
export interface ResearchVideoView {
  videoId: string;
  url: string;
  title: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string;
  durationSeconds: number;
  format: 'short' | 'long';
  views: number;
  subscribers: number | null;
  viewsPerSubscriber: number | null;
}
