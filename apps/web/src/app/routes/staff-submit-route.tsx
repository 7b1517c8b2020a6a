import { lazyComponent } from '../../lib/lazy-component.ts';

/**
 * The staff modes of the submit flow (decisions 052, 053), behind one small module: the app's
 * entry chunk names only this file, and the modes' code loads from here when a route opens.
 * (A lazy component may not resolve to another lazy one: each route is a plain function.)
 */
const hotline = () => import('./hotline/submit-report-route.tsx');
const transcribe = () => import('./reviewer/transcribe-report-route.tsx');

const HotlineForm = lazyComponent(hotline, (m) => m.default);
const HotlineSuccess = lazyComponent(hotline, (m) => m.HotlineSubmitReportSuccessRoute);
const TranscribeForm = lazyComponent(transcribe, (m) => m.default);
const TranscribeConfirmation = lazyComponent(transcribe, (m) => m.SubmitTranscribeReportRoute);

export const HotlineSubmitReport = () => <HotlineForm />;
export const HotlineSubmitReportSuccess = () => <HotlineSuccess />;
export const TranscribeReport = () => <TranscribeForm />;
export const SubmitTranscribeReport = () => <TranscribeConfirmation />;
