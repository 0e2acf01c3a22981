import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { AppError } from '../../../core/errors/app-error';
import { rawErrorAnswer } from '../../../core/http/raw-error-answer';
import {
  BRIDGE_PROTOCOL,
  HEARTBEAT_SECONDS,
  HELLO_SECONDS,
  readExtensionFrame,
  type ExtensionMessage,
  type JobStep,
  type Login,
  type ServerMessage,
} from './protocol';

/** Whose extension a bridge token is: from pairing. */
export interface BridgeIdentity {
  accountId: string;
  blogId: string;
}

/** What the hub tells the rest of the service; the hold reacts to these. */
export interface BridgeEvents {
  online(
    accountId: string,
    hello: { version: string; login: Login; blog?: { id: string } },
  ): void | Promise<void>;
  state(accountId: string, login: Login, blog?: { id: string }): void | Promise<void>;
  progress(accountId: string, jobId: string, step: JobStep): void | Promise<void>;
  result(accountId: string, result: Extract<ExtensionMessage, { type: 'result' }>): void | Promise<void>;
  /** The socket closed or went silent; `reason` says which. */
  offline(accountId: string, reason: 'closed' | 'silent' | 'replaced'): void | Promise<void>;
}

/**
 * Refusal codes of the protocol itself (not API error codes): the extension shows them and stops
 * or reconnects. `bad_token`: pair again. `protocol_unsupported`: update the extension.
 */
export type RefusalCode = 'hello_expected' | 'bad_token' | 'protocol_unsupported' | 'bad_frame';

/** How many sockets that have not said a good hello yet are held, from one address and in all. */
export const UNPAIRED_PER_ADDRESS = 10;
export const UNPAIRED_TOTAL = 1_000;
/** How long a refused socket has to answer our close before it is dropped. */
const CLOSE_GRACE_MS = 2_000;

export interface BridgeHubOptions {
  heartbeatSeconds?: number;
  /** How long a new socket has to say a good hello (HELLO_SECONDS). */
  helloSeconds?: number;
  unpairedPerAddress?: number;
  unpairedTotal?: number;
  /** The client's address, as the API's keyless limit sees it (X-Forwarded-For behind a trusted proxy). */
  addressOf?: (req: http.IncomingMessage) => string;
}

/**
 * The API side of the bridge: accepts extension sockets at `/v1/bridge`, checks the hello's token,
 * keeps one live socket per account (a new one replaces the old), answers pings, drops a socket
 * silent for three heartbeats, and hands every message on to `events`. It only relays: what a job
 * is and what its result means belongs to the hold.
 *
 * A socket costs memory until it is closed, and one that has not said a good hello belongs to
 * nobody: those are closed after a short wait (`hello_expected`), and the upgrades that would make
 * one more of them than an address or the whole hub may hold are refused with 429 `rate_limited`.
 */
export class BridgeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly live = new Map<string, WebSocket>();
  /** When each live socket said its good hello. */
  private readonly since = new WeakMap<WebSocket, Date>();
  private readonly heartbeatMs: number;
  private readonly helloMs: number;
  private readonly unpairedPerAddress: number;
  private readonly unpairedTotal: number;
  private readonly addressOf: (req: http.IncomingMessage) => string;
  /** Sockets not paired yet (no good hello), per client address. */
  private readonly unpaired = new Map<string, number>();
  private unpairedCount = 0;

  constructor(
    private readonly authenticate: (token: string) => Promise<BridgeIdentity | undefined>,
    private readonly events: BridgeEvents,
    options: BridgeHubOptions = {},
  ) {
    this.heartbeatMs = (options.heartbeatSeconds ?? HEARTBEAT_SECONDS) * 1000;
    this.helloMs = (options.helloSeconds ?? HELLO_SECONDS) * 1000;
    this.unpairedPerAddress = options.unpairedPerAddress ?? UNPAIRED_PER_ADDRESS;
    this.unpairedTotal = options.unpairedTotal ?? UNPAIRED_TOTAL;
    this.addressOf = options.addressOf ?? ((req) => req.socket.remoteAddress ?? '');
  }

  /** Takes the WebSocket upgrades for `path` on `server`; other upgrades are refused. */
  attach(server: http.Server, path = '/v1/bridge'): void {
    server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== path) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      const paired = this.holdUnpaired(this.addressOf(req), socket);
      if (!paired) return;
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, paired));
    });
  }

  /**
   * Counts one more unpaired socket from `address`, until it pairs or closes (the call this
   * answers, once); or refuses the upgrade with 429 when that is one too many.
   */
  private holdUnpaired(address: string, socket: Duplex): (() => void) | undefined {
    const fromAddress = this.unpaired.get(address) ?? 0;
    const [limit, whose] =
      fromAddress >= this.unpairedPerAddress
        ? [this.unpairedPerAddress, 'from this address']
        : this.unpairedCount >= this.unpairedTotal
          ? [this.unpairedTotal, 'in all']
          : [];
    if (limit !== undefined) {
      const retryAfter = Math.ceil(this.helloMs / 1000);
      const error = AppError.of(
        'rate_limited',
        { limit, retryAfter },
        `Over ${limit} bridge sockets that have not said hello ${whose}; retry in ${retryAfter} s.`,
      ).withHeader('Retry-After', String(retryAfter));
      socket.end(rawErrorAnswer(error));
      return undefined;
    }
    this.unpaired.set(address, fromAddress + 1);
    this.unpairedCount += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.unpairedCount -= 1;
      const left = (this.unpaired.get(address) ?? 1) - 1;
      if (left > 0) this.unpaired.set(address, left);
      else this.unpaired.delete(address);
    };
    // A failed handshake or a socket gone before its hello: the same socket closes either way.
    socket.once('close', release);
    return release;
  }

  /** Sends to the account's extension if its socket is on this process; false when it is not. */
  send(accountId: string, message: ServerMessage): boolean {
    const ws = this.live.get(accountId);
    if (!ws || ws.readyState !== ws.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }

  isOnline(accountId: string): boolean {
    return this.live.get(accountId)?.readyState === 1;
  }

  /** The accounts whose extension is online on this process, each with when its socket said hello. */
  online(): Array<{ accountId: string; since: Date }> {
    return [...this.live]
      .filter(([, ws]) => ws.readyState === ws.OPEN)
      .map(([accountId, ws]) => ({ accountId, since: this.since.get(ws)! }));
  }

  async close(): Promise<void> {
    // Unpaired sockets too: the HTTP server's close would wait for them.
    for (const ws of this.wss.clients) ws.terminate();
    for (const ws of this.live.values()) ws.terminate();
    this.live.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, paired: () => void): void {
    let accountId: string | undefined;
    let silence: NodeJS.Timeout | undefined;
    const refuse = (code: RefusalCode, message: string) => {
      ws.send(JSON.stringify({ type: 'refused', code, message } satisfies ServerMessage));
      ws.close(1008, code);
      // A client that never answers the close does not keep its socket (ws would wait 30 s).
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    };
    // Until the hello, a short allowance to say it; after it, three heartbeats, restarted by each frame.
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => {
          if (!accountId) return refuse('hello_expected', `Send hello within ${this.helloMs / 1000} s.`);
          ws.terminate();
          this.gone(accountId, ws, 'silent');
        },
        accountId ? this.heartbeatMs * 3 : this.helloMs,
      );
      silence.unref();
    };
    listen();

    const onFrame = async (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      listen();
      const read = isBinary ? { problem: 'binary frame' } : readExtensionFrame(String(data));
      if ('problem' in read) return refuse('bad_frame', read.problem);
      const message = read.message;
      if (!accountId) {
        if (message.type !== 'hello') return refuse('hello_expected', 'Send hello first.');
        if (message.protocol !== BRIDGE_PROTOCOL)
          return refuse(
            'protocol_unsupported',
            `This server speaks bridge protocol ${BRIDGE_PROTOCOL}; update the extension.`,
          );
        const identity = await this.authenticate(message.token);
        if (!identity)
          return refuse('bad_token', 'This bridge token is not paired (any more); pair the extension again.');
        accountId = identity.accountId;
        paired();
        listen();
        const previous = this.live.get(accountId);
        this.since.set(ws, new Date());
        this.live.set(accountId, ws);
        if (previous && previous !== ws) {
          previous.close(1000, 'replaced');
          await this.events.offline(accountId, 'replaced');
        }
        ws.send(
          JSON.stringify({
            type: 'welcome',
            accountId,
            blogId: identity.blogId,
            heartbeatSeconds: this.heartbeatMs / 1000,
          } satisfies ServerMessage),
        );
        await this.events.online(accountId, {
          version: message.version,
          login: message.login,
          blog: message.blog,
        });
        return;
      }
      switch (message.type) {
        case 'hello':
          return refuse('bad_frame', 'hello was already sent');
        case 'ping':
          ws.send(JSON.stringify({ type: 'pong' } satisfies ServerMessage));
          return;
        case 'state':
          return this.events.state(accountId, message.login, message.blog);
        case 'progress':
          return this.events.progress(accountId, message.jobId, message.step);
        case 'result':
          return this.events.result(accountId, message);
      }
    };
    // Frames are handled one after another, in the order sent; a failing handler is logged, not fatal.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      queue = queue
        .then(() => onFrame(data, isBinary))
        .catch((err) =>
          console.error(`bridge: a frame from ${accountId ?? 'an unpaired socket'} failed`, err),
        );
    });
    ws.on('close', () => {
      clearTimeout(silence);
      if (accountId) this.gone(accountId, ws, 'closed');
    });
    ws.on('error', () => ws.terminate());
  }

  /** Only the account's current socket going away makes it offline (not one a new socket replaced). */
  private gone(accountId: string, ws: WebSocket, reason: 'closed' | 'silent'): void {
    if (this.live.get(accountId) !== ws) return;
    this.live.delete(accountId);
    // Not awaited by anyone (a socket closing): a failure is logged, never an unhandled rejection
    // that would stop the process. The bridge's row then says online until the next hello.
    void Promise.resolve()
      .then(() => this.events.offline(accountId, reason))
      .catch((err) => console.error(`bridge: noting ${accountId} offline failed`, err));
  }
}
