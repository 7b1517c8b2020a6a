export { ChangePasswordPage as default } from '../../../features/reporter/components/account/change-password-page.tsx';
