/** How a report is named on screen: "sequential id (reference id)" when both exist (spec 001 §2). */
export function reportLabel(report: { referenceId: string; sequentialId: number | null }): string {
  return report.sequentialId === null ? report.referenceId : `${report.sequentialId} (${report.referenceId})`;
}

/** Where a report link goes: its details when the user may see it, else home (spec 001 §2). */
export function reportHref(report: { referenceId: string; userAuthorizedForReport: boolean }): string {
  return report.userAuthorizedForReport ? `/reviewer/report-details/${encodeURIComponent(report.referenceId)}` : '/';
}
