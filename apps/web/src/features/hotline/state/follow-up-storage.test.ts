import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../lib/memory-storage.test-support.ts';
import { resetAppState } from '../../../lib/session/logout.ts';
import { storedFollowUp, storeFollowUp } from './follow-up-storage.ts';

describe('follow-up storage', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('keeps the followed report across a reload, and leaves nothing of it when the app state resets', () => {
    storeFollowUp({ referenceId: 'AbCdEfGh2345', langKey: 'fr', prefix: 'api' });
    expect(storedFollowUp()).toEqual({ referenceId: 'AbCdEfGh2345', langKey: 'fr', prefix: 'api' });
    resetAppState(new QueryClient());
    expect(storedFollowUp()).toBeNull();
  });
});
