export { HotlineHome as default } from '../../../features/hotline/components/hotline-home.tsx';
