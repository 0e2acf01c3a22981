export type Support = true | false | 'partial';

export interface FeatureRow {
  feature: FeatureName | DefaultedFeature;
  supported: Support;
  /** For `partial`: when it works. For `false`: the channel's reason, in one sentence. */
  condition?: string;
}

/** Every capability a channel may have, in the order GET /v1/platforms lists them. */
export const FEATURE_NAMES = [
  'publish',
  'chain',
  'topicTag',
  'media',
  'edit',
  'delete',
  'metrics',
  'replies',
  'channelPosts',
  'quota',
  'publishOptions',
  'refresh',
  'like',
  'reply',
  'follow',
  'hideReply',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** The sentence of a capability a channel may gain later. */
export const NOT_YET = 'Not available on this channel yet.';

/**
 * Rows a plugin's table may leave out, with the row a channel that does not list them gets. They
 * came after the plugins were written (automations, issue 26): a channel that can do it says so
 * with a line in its table, and every other channel answers with the sentence here.
 * `dm`: a private message to someone who commented (an automation's delivery).
 * `pastComments`: going back through the comments already under a post (`POST .../past-comments`).
 */
export const DEFAULTED_FEATURES = {
  dm: { supported: false, condition: 'This channel cannot send a private message to a commenter.' },
  pastComments: {
    supported: false,
    condition: 'This channel cannot go back through the comments already under a post.',
  },
} as const satisfies Record<string, Omit<FeatureRow, 'feature'>>;

export type DefaultedFeature = keyof typeof DEFAULTED_FEATURES;

type Row = Omit<FeatureRow, 'feature'>;

/** What the derived rows are read from: the plugin's methods and flags (a ChannelPlugin is one). */
export interface FeatureSource {
  readonly chain: boolean;
  readonly edit?: unknown;
  readonly remove?: unknown;
  readonly metrics?: unknown;
  readonly replies?: unknown;
  readonly channelPosts?: unknown;
  readonly quota?: unknown;
  readonly publishOptions?: unknown;
  readonly bridge?: { readonly refresh?: unknown };
  readonly engagement?: {
    readonly like?: unknown;
    readonly reply?: unknown;
    readonly follow?: unknown;
    readonly hideReply?: unknown;
  };
}

/**
 * Rows that only restate that a method or flag is there: a plugin leaves them out of its table
 * and the row follows the method (`supported: true` when present). A channel still writes the row
 * when it has more to say: `partial` with its condition, or `false` with its reason. Left out and
 * absent, the row is `false` with NOT_YET.
 */
const DERIVED = {
  publish: () => true,
  chain: (p: FeatureSource) => p.chain,
  edit: (p: FeatureSource) => p.edit !== undefined,
  delete: (p: FeatureSource) => p.remove !== undefined,
  metrics: (p: FeatureSource) => p.metrics !== undefined,
  replies: (p: FeatureSource) => p.replies !== undefined,
  channelPosts: (p: FeatureSource) => p.channelPosts !== undefined,
  quota: (p: FeatureSource) => p.quota !== undefined,
  publishOptions: (p: FeatureSource) => p.publishOptions !== undefined,
  refresh: (p: FeatureSource) => p.bridge?.refresh !== undefined,
  like: (p: FeatureSource) => p.engagement?.like !== undefined,
  reply: (p: FeatureSource) => p.engagement?.reply !== undefined,
  follow: (p: FeatureSource) => p.engagement?.follow !== undefined,
  hideReply: (p: FeatureSource) => p.engagement?.hideReply !== undefined,
} as const satisfies Partial<Record<FeatureName, (p: FeatureSource) => boolean>>;

export type DerivedFeature = keyof typeof DERIVED;

/** A plugin's own table: the rows nothing else says. Derived and defaulted rows may be left out. */
export type FeatureDeclarations = Record<Exclude<FeatureName, DerivedFeature>, Row> &
  Partial<Record<DerivedFeature | DefaultedFeature, Row>>;

const built = new WeakMap<object, FeatureRow[]>();

/**
 * A plugin's `features`, in the order GET /v1/platforms lists them: its declared rows, the rows
 * derived from its methods, then the defaulted ones. Read it after the plugin is constructed (a
 * getter): a method set in a constructor counts.
 */
export function pluginFeatures(plugin: FeatureSource, declared: FeatureDeclarations): FeatureRow[] {
  const cached = built.get(plugin);
  if (cached) return cached;
  const rows: Record<string, Row> = {};
  for (const feature of FEATURE_NAMES) {
    const derive = (DERIVED as Partial<Record<FeatureName, (p: FeatureSource) => boolean>>)[feature];
    const own = (declared as Partial<Record<FeatureName, Row>>)[feature];
    rows[feature] =
      own ?? (derive?.(plugin) ? { supported: true } : { supported: false, condition: NOT_YET });
  }
  const features = featureTable({ ...(rows as Record<FeatureName, Row>), ...pickDefaulted(declared) });
  built.set(plugin, features);
  return features;
}

function pickDefaulted(declared: FeatureDeclarations): Partial<Record<DefaultedFeature, Row>> {
  const picked: Partial<Record<DefaultedFeature, Row>> = {};
  for (const name of Object.keys(DEFAULTED_FEATURES) as DefaultedFeature[]) {
    if (declared[name]) picked[name] = declared[name];
  }
  return picked;
}

/**
 * A plugin's `features` from its table of every capability. The table is typed over every
 * FeatureName, so a new capability in the contract makes each plugin decide about it.
 */
function featureTable(
  table: Record<FeatureName, Row> & Partial<Record<DefaultedFeature, Row>>,
): FeatureRow[] {
  const full: Record<string, Row> = { ...table, ...DEFAULTED_FEATURES, ...table };
  return Object.entries(full).map(([feature, row]) => ({
    feature: feature as FeatureRow['feature'],
    ...row,
  }));
}
