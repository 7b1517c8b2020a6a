export { ReporterLoginPage as default } from '../../../features/reporter/components/login/reporter-login-page.tsx';
