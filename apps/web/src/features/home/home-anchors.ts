/** Anchors of the public home (spec 000 §2 "Public home"), also the targets of the frame's skip links. */
export const HOME_ANCHORS = { startReport: 'start-report', loginToReport: 'login-to-report' } as const;
