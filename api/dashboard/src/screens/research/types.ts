import type { paths } from '../../../../clients/typescript';

type Ok<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export type Judged = Ok<'/v1/kr/keywords/judge', 'post'>;
export type Measured = Judged['data'][number];
export type KeywordSet = Judged['sets'][number];
export type KeywordReport = Ok<'/v1/kr/keywords/reports', 'get'>['data'][number];
export type VideoSearch = Ok<'/v1/research/vid/search', 'get'>;
export type Video = VideoSearch['videos'][number];
export type VideoReportItem = Ok<'/v1/research/vid/reports', 'get'>['data'][number];
export type VideoReport = Ok<'/v1/research/vid/reports/{id}', 'get'>;
