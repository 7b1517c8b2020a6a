export { CallDisposition as default } from '../../../features/hotline/components/call-disposition.tsx';
