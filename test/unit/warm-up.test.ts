import { coresdk, temporal } from '@temporalio/proto';
import { setUpCalls, setUpMessages } from '../../core/runtime/warm-up';

/** What setUp left on a protobufjs type: its own encoder, no longer the prototype's set-up stub. */
function isSetUp(type: unknown): boolean {
  return Object.prototype.hasOwnProperty.call(type, 'encode');
}

describe('the start warm-up (core/runtime/warm-up.ts)', () => {
  it('sets up a message and every message it holds, at any depth, once', () => {
    const activation = coresdk.workflow_activation.WorkflowActivation;
    const job = coresdk.workflow_activation.WorkflowActivationJob;
    const payload = temporal.api.common.v1.Payload;
    const count = setUpMessages([activation]);
    expect(count).toBeGreaterThan(20);
    expect([activation, job, payload].map(isSetUp)).toEqual([true, true, true]);
    // Seen types are not visited twice, within a call or across calls.
    expect(setUpMessages([activation, activation])).toBe(count);
    // The set-up messages still encode and decode as before.
    const bytes = activation
      .encode({ runId: 'r1', jobs: [{ initializeWorkflow: { workflowId: 'w1' } }] })
      .finish();
    expect(activation.decode(bytes).jobs[0].initializeWorkflow?.workflowId).toBe('w1');
  });

  it("sets up a service's named calls, and passes by names it does not have and what is not a type", () => {
    const service = temporal.api.workflowservice.v1.WorkflowService;
    expect(setUpCalls(service, ['SignalWorkflowExecution', 'NoSuchCall'])).toBeGreaterThan(2);
    expect(isSetUp(temporal.api.workflowservice.v1.SignalWorkflowExecutionRequest)).toBe(true);
    expect(setUpCalls({}, ['SignalWorkflowExecution'])).toBe(0);
    expect(setUpMessages([undefined, 'text', {}])).toBe(0);
  });
});
