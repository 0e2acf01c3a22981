import fs from 'node:fs';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';

/** Child of the worker (activities/workflow-bundle.ts): writes the workflow bundle to argv[2]. */
bundleWorkflowCode({
  workflowsPath: require.resolve('../workflows'),
  logger: new DefaultLogger('WARN'),
}).then(
  ({ code }) => fs.writeFileSync(process.argv[2], code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
