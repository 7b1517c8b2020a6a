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

  it('name nothing for a part that names no view, not even a view it would name trimmed', () => {
    expect(viewsNamed('Closed cases', stored)).toEqual([]);
    // "Fraud 2026," deleted already (another tab): its part does not fall on "Fraud 2026".
    expect(viewsNamed(sent('Fraud 2026,'), ['Fraud 2026', 'Open cases'])).toEqual([]);
  });
});

describe('a view name that cannot be told apart from another', () => {
  it('is the name of the other view', () => {
    expect(viewNameClash('HR  Paris', stored)).toBe('HR, Paris');
    expect(viewNameClash('HR,,Paris', ['HR  Paris'])).toBe('HR  Paris');
  });

  it('is the name of a view shown alike, but for a run of spaces', () => {
    expect(viewNameClash('My  open fraud', ['My open fraud'])).toBe('My open fraud');
    expect(viewNameClash('My open\tfraud', ['My  open fraud'])).toBe('My  open fraud');
    // A comma shows: "HR Paris" and "HR, Paris" are told apart, and deleted apart.
    expect(viewNameClash('HR Paris', ['HR, Paris'])).toBeUndefined();
  });

  it('is not a view saved again under its own name, nor a name apart', () => {
    expect(viewNameClash('HR, Paris', stored)).toBeUndefined();
    expect(viewNameClash('Fraud 2026,', ['Fraud 2026'])).toBeUndefined();
    // Two views alike saved before the rule: each can still be updated.
    expect(viewNameClash('HR, Paris', ['HR, Paris', 'HR  Paris'])).toBeUndefined();
  });
});
