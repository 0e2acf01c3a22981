import { instant, record, text } from './shapes';

/** POST /v1/sessions: the dashboard's sign-in, with the person's email and password. */
export const signInBody = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

const sessionWorkspace = record({ id: text, slug: text, name: text });

/** The signed-in person, their workspaces and the CSRF token every write must carry. */
export const sessionView = record({
  person: record({ id: text, email: text, name: text }),
  workspaces: { type: 'array', items: sessionWorkspace },
  csrfToken: text,
  expiresAt: instant,
});
