import type { TDashboard } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { keyFigures, languageOf, seriesOf } from './dashboard-export.ts';

const figures: TDashboard = {
  from: '2026-03-01',
  total: 12345,
  byMonth: [{ month: '2026-03', count: 1200 }],
  byStatus: [],
  byMethod: [],
  byCategory: [],
  daysToFirstResponse: 2.5,
  daysToClose: null,
  unanswerable: 0,
  acknowledgement: { met: 1000, missed: 2, pending: 3 },
  feedback: { met: 0, missed: 0, pending: 12345 },
};

describe('the dashboard files', () => {
  it('write figures and months as the user reads them', () => {
    const german = languageOf('de');
    expect(keyFigures(figures, german)).toEqual([
      ['Meldungen', '12.345'],
      [expect.any(String), '2,5'],
      [expect.any(String), german.label('dashboard.none')],
      [expect.any(String), 'Eingehalten 1.000 · Versäumt 2 · Noch nicht fällig 3'],
      [expect.any(String), 'Eingehalten 0 · Versäumt 0 · Noch nicht fällig 12.345'],
    ]);
    expect(keyFigures({ ...figures, unanswerable: 1234 }, german)[5]).toEqual([
      german.label('dashboard.unanswerable'),
      '1.234',
    ]);
    expect(german.label('dashboard.unanswerable')).toMatch(/^Nicht gezählte/);
    expect(seriesOf(figures, german)[0].labels).toEqual(['März 2026']);
    expect(seriesOf(figures, languageOf('en'))[0].labels).toEqual(['Mar 2026']);
  });
});
