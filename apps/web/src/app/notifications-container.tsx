/** Mantine's toast container, in a module of its own so that it loads apart from the frame. */
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import classes from './notifications-container.module.css';

export function Notifications(props: NotificationsProps) {
  return <MantineNotifications {...props} classNames={{ root: classes.root }} />;
}
