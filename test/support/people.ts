import { RequestContext } from '@mikro-orm/core';
import { Person } from '../../core/entities';
import { newId } from '../../core/ids';
import { KeyService } from '../../core/services/people/key-service';
import { WorkspaceService } from '../../core/services/people/workspace-service';
import type { Harness } from './harness';

/**
 * Someone other than the demo person, for the suites that check what one person must not see of
 * another's. Made here once, the same way for all of them: through the services (the API has no
 * signup), with one workspace and a key reaching all of theirs.
 */
export async function secondPerson(
  h: Harness,
  workspaceName: string,
): Promise<{ key: string; workspaceId: string }> {
  return RequestContext.create(h.orm.em, async () => {
    const em = h.orm.em;
    const person = em.create(Person, {
      id: newId('per'),
      email: `other-${newId('x')}@fanout.local`,
      name: 'Other',
      createdAt: new Date(),
      emailVerifiedAt: new Date(),
    });
    await em.flush();
    const workspace = await h.container.resolve(WorkspaceService).createFor(person.id, workspaceName);
    const { key } = await h.container.resolve(KeyService).issue(person.id, {
      name: 'Other key',
      allWorkspaces: true,
      workspaceIds: [],
      scopes: null,
      expiresAt: null,
      researchTools: false,
    });
    return { key, workspaceId: workspace.id };
  });
}
