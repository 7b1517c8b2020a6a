export { HotlineLogin as default } from '../../../features/hotline/components/hotline-login.tsx';
