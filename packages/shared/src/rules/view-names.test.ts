import { describe, expect, it } from 'vitest';
import { deletionName, viewNameClash, viewsNamed } from './view-names.ts';

const stored = ['Fraud 2026', 'Fraud 2026,', 'HR, Paris', 'Open cases'];
const sent = (...names: string[]) => names.map(deletionName).join(',');

describe('saved-view names sent for deletion (spec 001 §5)', () => {
  it('name exactly the views chosen, one ending in a comma included', () => {
    expect(viewsNamed(sent('Fraud 2026,'), stored)).toEqual(['Fraud 2026,']);
    expect(viewsNamed(sent('Fraud 2026'), stored)).toEqual(['Fraud 2026']);
    expect(viewsNamed(sent('HR, Paris', 'Open cases'), stored)).toEqual(['HR, Paris', 'Open cases']);
  });

  it('read a spaced list by its trimmed parts, and name nothing for an unknown name', () => {
    expect(viewsNamed('Fraud 2026, Open cases', stored)).toEqual(['Fraud 2026', 'Open cases']);
    expect(viewsNamed('Closed cases', stored)).toEqual([]);
  });
});

describe('a view name that cannot be told apart from another once its commas are replaced', () => {
  it('is the name of the other view', () => {
    expect(viewNameClash('HR  Paris', stored)).toBe('HR, Paris');
    expect(viewNameClash('HR,,Paris', ['HR  Paris'])).toBe('HR  Paris');
  });

  it('is not a view saved again under its own name, nor a name apart', () => {
    expect(viewNameClash('HR, Paris', stored)).toBeUndefined();
    expect(viewNameClash('Fraud 2026,', ['Fraud 2026'])).toBeUndefined();
  });
});
