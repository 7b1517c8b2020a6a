export { EmailNotificationsPage as default } from '../../../features/reporter/components/account/email-notifications-page.tsx';
