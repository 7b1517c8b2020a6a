import { lazyComponent } from '../../lib/lazy-component.ts';

/**
 * The staff modes of the submit flow (decisions 052, 053), behind one small module: the app's
 * entry chunk names only this file, and the modes' code loads from here when a route opens.
 */
const hotline = () => import('./hotline/submit-report-route.tsx');
const transcribe = () => import('./reviewer/transcribe-report-route.tsx');

export const HotlineSubmitReport = lazyComponent(hotline, (m) => m.default);
export const HotlineSubmitReportSuccess = lazyComponent(hotline, (m) => m.HotlineSubmitReportSuccessRoute);
export const TranscribeReport = lazyComponent(transcribe, (m) => m.default);
export const SubmitTranscribeReport = lazyComponent(transcribe, (m) => m.SubmitTranscribeReportRoute);
