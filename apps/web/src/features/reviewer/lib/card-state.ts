import type { TUiPreferences } from '@candor/shared';

/** Whether every overview card is open: then the button collapses all, else it expands all (spec 001 §4). */
export const allExpanded = (prefs: TUiPreferences) => Object.values(prefs).every(Boolean);

export function setAll(prefs: TUiPreferences, expanded: boolean): TUiPreferences {
  return Object.fromEntries(Object.keys(prefs).map((k) => [k, expanded])) as TUiPreferences;
}
