import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState } from '../../../lib/session/logout.ts';
import { draftOf, EMPTY_DRAFT, forgetDrafts, keepDraft } from './message-drafts.ts';

describe('message drafts', () => {
  // The tab's listeners for closing or reloading it.
  const listeners = new Set<unknown>();
  beforeEach(() => {
    listeners.clear();
    vi.stubGlobal('window', {
      addEventListener: (type: string, l: unknown) => type === 'beforeunload' && listeners.add(l),
      removeEventListener: (type: string, l: unknown) => type === 'beforeunload' && listeners.delete(l),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each box of each report apart, forgets an empty one, and drops all on sign-out', () => {
    keepDraft('R-1', 'reporter', { text: 'Which shift?', isQuestion: true, tagged: [] });
    keepDraft('R-1', 'reviewer', { text: '', isQuestion: false, tagged: ['7'] });
    expect(draftOf('R-1', 'reporter')).toEqual({ text: 'Which shift?', isQuestion: true, tagged: [] });
    expect(draftOf('R-1', 'reviewer').tagged).toEqual(['7']);
    expect(draftOf('R-2', 'reporter')).toEqual(EMPTY_DRAFT);
    keepDraft('R-1', 'reviewer', EMPTY_DRAFT);
    expect(draftOf('R-1', 'reviewer')).toEqual(EMPTY_DRAFT);
    resetAppState(new QueryClient());
    expect(draftOf('R-1', 'reporter')).toEqual(EMPTY_DRAFT);
  });

  it('has closing or reloading the tab ask while any draft is kept, and not once none is', () => {
    keepDraft('R-1', 'reporter', { text: 'Which shift?', isQuestion: false, tagged: [] });
    keepDraft('R-2', 'reviewer', { text: 'See the log', isQuestion: false, tagged: [] });
    expect(listeners.size).toBe(1);
    keepDraft('R-1', 'reporter', EMPTY_DRAFT);
    expect(listeners.size).toBe(1);
    keepDraft('R-2', 'reviewer', EMPTY_DRAFT);
    expect(listeners.size).toBe(0);
    keepDraft('R-1', 'reporter', { text: 'Which shift?', isQuestion: false, tagged: [] });
    resetAppState(new QueryClient());
    expect(listeners.size).toBe(0);
  });

  it('asks only while some draft holds written text, and not for a box that can no longer be written in', () => {
    keepDraft('R-1', 'reviewer', { text: ' \u200b ', isQuestion: false, tagged: ['7'] });
    keepDraft('R-1', 'reporter', { text: '', isQuestion: true, tagged: [] });
    expect(listeners.size).toBe(0);
    keepDraft('R-1', 'reporter', { text: 'Which shift?', isQuestion: true, tagged: [] });
    expect(listeners.size).toBe(1);
    keepDraft('R-2', 'reviewer', { text: 'See the log', isQuestion: false, tagged: [] });
    forgetDrafts('R-1', ['reporter']);
    expect(draftOf('R-1', 'reporter')).toEqual(EMPTY_DRAFT);
    expect(draftOf('R-1', 'reviewer').tagged).toEqual(['7']);
    expect(listeners.size).toBe(1);
    // A report out of reach takes both its boxes along, and no other report's.
    forgetDrafts('R-1');
    expect(draftOf('R-1', 'reviewer')).toEqual(EMPTY_DRAFT);
    expect(draftOf('R-2', 'reviewer').text).toBe('See the log');
    forgetDrafts('R-2');
    expect(listeners.size).toBe(0);
    resetAppState(new QueryClient());
  });
});
