import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, sectionOrder, sectionOrderSteps } from './section-order.ts';

describe('sectionOrder', () => {
  it('orders the steps by the template positions', () => {
    expect(sectionOrder('category:1,reportText:2,additionalInformation:3')).toEqual([
      'category',
      'report',
      'additionalInformation',
    ]);
    expect(sectionOrder(' additionalInformation : 0 , category:5,reportText:2')).toEqual([
      'additionalInformation',
      'report',
      'category',
    ]);
  });

  it("takes the spec's step name report for the report text", () => {
    expect(sectionOrder('category:1,report:2,additionalInformation:3')).toEqual([
      'category',
      'report',
      'additionalInformation',
    ]);
  });

  it('maps the order to the REPORT_STEP values', () => {
    expect(sectionOrderSteps('additionalInformation:1,reportText:2,category:3')).toEqual([3, 1, 2]);
    expect(sectionOrderSteps(null)).toEqual([1, 2, 3]);
  });

  it.each([
    null,
    undefined,
    '',
    'reportText:1,category:2',
    'reportText:1,category:2,additionalInformation:3,reportText:4',
    'reportText:1,category:2,attachments:3',
    'reportText:1,category:2,category:3',
    'reportText:2,category:2,additionalInformation:1',
    'reportText:1,category:x,additionalInformation:3',
    'reportText:1,category:-2,additionalInformation:3',
    'reportText:1:2,category:2,additionalInformation:3',
    'reportText,category,additionalInformation',
    'report:1,reportText:2,additionalInformation:3',
    'toString:1,category:2,additionalInformation:3',
  ])('falls back to the default order for %j', (order) => {
    expect(sectionOrder(order)).toEqual(['report', 'category', 'additionalInformation']);
  });

  it('returns a fresh array each time', () => {
    const order = sectionOrder(null);
    order.reverse();
    expect(sectionOrder(null)).toEqual(DEFAULT_SECTION_ORDER);
  });
});
