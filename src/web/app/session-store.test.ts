import { beforeEach, describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION_STATE,
  selectIsOwner,
  selectIsReadOnly,
  useSessionStore,
} from './session-store';

beforeEach(() => {
  useSessionStore.setState(INITIAL_SESSION_STATE);
});

describe('session store', () => {
  it('remembers that the user logged out, so the login page does not send them back', () => {
    const store = useSessionStore.getState();
    store.setSession('token-1');
    store.setProfile({ _id: 'u1', role: 'owner' });
    store.resetSession('logout');

    expect(useSessionStore.getState()).toMatchObject({
      ...INITIAL_SESSION_STATE,
      endedBy: 'logout',
    });
  });

  it('tells an expired session from a logout', () => {
    useSessionStore.getState().setSession('token-1');
    useSessionStore.getState().resetSession('expired');
    expect(useSessionStore.getState().endedBy).toBe('expired');
  });

  it('forgets how the last session ended once a new one starts', () => {
    useSessionStore.getState().resetSession('logout');
    useSessionStore.getState().setSession('token-2');
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, endedBy: null });
  });

  it('knows the owner and the read-only guest', () => {
    useSessionStore.getState().setSession('token-1');
    useSessionStore.getState().setProfile({ role: 'owner' });
    expect(selectIsOwner(useSessionStore.getState())).toBe(true);
    expect(selectIsReadOnly(useSessionStore.getState())).toBe(false);

    useSessionStore.getState().setProfile({ role: 'guest' });
    expect(selectIsOwner(useSessionStore.getState())).toBe(false);
    expect(selectIsReadOnly(useSessionStore.getState())).toBe(true);
  });
});
