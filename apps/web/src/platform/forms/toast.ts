import { notifications, type NotificationData } from '@mantine/notifications';

/** A toast whose close button has a name (axe: button-name). */
export function showToast(data: NotificationData): string {
  return notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': 'Close notification', ...data.closeButtonProps },
  });
}
