import { headerText, namesWorkspace } from '../../core/services/people/workspace-service';

describe('naming a workspace', () => {
  const workspace = { id: 'ws_01abc', slug: 'second-brand' };

  it('takes the id or the slug in any letter case', () => {
    expect(namesWorkspace(workspace, 'ws_01abc')).toBe(true);
    expect(namesWorkspace(workspace, 'WS_01ABC')).toBe(true);
    expect(namesWorkspace(workspace, 'Second-Brand')).toBe(true);
    expect(namesWorkspace(workspace, 'second')).toBe(false);
  });

  it('reads a UTF-8 header value that Node decoded as Latin-1 as the text the client sent', () => {
    const onTheWire = Buffer.from('데모 워크스페이스', 'utf8').toString('latin1');
    expect(headerText(onTheWire)).toBe('데모 워크스페이스');
    expect(headerText('demo')).toBe('demo');
    // Latin-1 text that is not valid UTF-8 stays as it came.
    expect(headerText('caf\u00e9')).toBe('caf\u00e9');
  });
});
