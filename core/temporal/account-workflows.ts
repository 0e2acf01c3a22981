import type { Client } from '@temporalio/client';

/** The workflow type that keeps one account's access token fresh; the code lives in workflows/. */
export const KEEP_ACCOUNT_TOKEN_WORKFLOW = 'keepAccountToken';
export const accountTokenWorkflowId = (accountId: string) => `account-token/${accountId}`;

export interface KeepAccountTokenInput {
  accountId: string;
}

/** Starts token refresh workflows for the API, so the connect flow never speaks Temporal. */
export class AccountTokenWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /**
   * One workflow per account (id `account-token/<accountId>`). Connecting again replaces the run
   * that was waiting on the old token's expiry with one reading the new expiry.
   */
  async keepFresh(accountId: string): Promise<void> {
    await this.client.workflow.start(KEEP_ACCOUNT_TOKEN_WORKFLOW, {
      workflowId: accountTokenWorkflowId(accountId),
      taskQueue: this.taskQueue,
      args: [{ accountId } satisfies KeepAccountTokenInput],
      workflowIdConflictPolicy: 'TERMINATE_EXISTING',
    });
  }
}
