/** Mantine's toast container, in a module of its own so that it loads apart from the frame. */
export { Notifications } from '@mantine/notifications';
