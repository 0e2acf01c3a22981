import * as signup from '../../schemas/signup';
import * as operator from '../../schemas/operator';
import { type Operation } from '../operation';

/** The operator's approvals and self-service signup. */
export function peopleOperations(): Operation[] {
  return [
    {
      method: 'post',
      path: '/admin/workspaces/{id}/beta-approval',
      operationId: 'approveBeta',
      tag: 'Service',
      summary:
        'For the operator (Authorization: Bearer FANOUT_OPERATOR_KEY): lets a workspace use the channels in beta (BETA_CHANNELS), or takes it back. 404 when no operator key is set.',
      auth: 'none',
      body: operator.betaApprovalBody,
      responses: { 200: { description: 'The approval.', schema: operator.betaApprovalView } },
      errors: ['unauthenticated', 'not_found'],
    },
    {
      method: 'post',
      path: '/v1/signup',
      operationId: 'signUp',
      tag: 'Service',
      summary:
        'Signs up: a person, a first workspace and key (shown once), and a mail with the link that verifies the email; the key answers verification_required until it is followed.',
      auth: 'none',
      body: signup.signupBody,
      responses: { 201: { description: 'Signed up; verify the email next.', schema: signup.signupView } },
      errors: ['email_in_use'],
    },
    {
      method: 'get',
      path: '/v1/signup/verify',
      operationId: 'verifyEmail',
      tag: 'Service',
      summary: 'The link of the verification mail: the email is verified and the keys work.',
      auth: 'none',
      query: signup.verifyQuery,
      responses: {
        200: { description: 'Verified.', schema: signup.verifiedView },
        302: {
          description:
            "A browser (text/html in Accept, as when the mailed link is opened) is sent to the dashboard's /verify page with the token, which calls this operation.",
        },
      },
      errors: ['verification_link_invalid'],
    },
    {
      method: 'post',
      path: '/v1/signup/resend',
      operationId: 'resendVerification',
      tag: 'Service',
      summary: 'A new verification link, when that email waits for one (the same answer either way).',
      auth: 'none',
      body: signup.resendBody,
      responses: { 202: { description: 'Sent if it applies.' } },
      errors: [],
    },
  ];
}
