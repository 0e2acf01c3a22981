/** A read about one published post: what the channel answered, or why it could not be read. */
export type PostRead<T> = { ok: true; data: T } | { ok: false; error: { code: string; message: string } };
