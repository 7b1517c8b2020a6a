import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { reportHref } from '../lib/report-label.ts';

/** A report in a list: greyed out and linking home when the user may not open it (spec 001 §2). */
export function ReportLink(props: {
  report: { referenceId: string; userAuthorizedForReport: boolean };
  children: ReactNode;
}) {
  const allowed = props.report.userAuthorizedForReport;
  return (
    <Anchor
      component={Link}
      to={reportHref(props.report)}
      c={allowed ? undefined : 'gray.7'}
      aria-disabled={allowed ? undefined : true}
      data-unauthorized={allowed ? undefined : true}
    >
      {props.children}
    </Anchor>
  );
}
