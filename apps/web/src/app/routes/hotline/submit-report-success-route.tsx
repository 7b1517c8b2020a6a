export { HotlineSuccessPage as default } from '../../../features/reporter/components/submit/modes/hotline-success-page.tsx';
