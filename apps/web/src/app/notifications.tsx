import './styles-full.ts';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

/**
 * The toasts: at the bottom right, never over a page's title row and its actions nor the phone's menu button, and
 * lifted above a pinned action bar (docs/product/look-and-feel.md, **messages out of the way**).
 */
export function Toasts() {
  return <Notifications position="bottom-right" classNames={{ root: classes.root }} />;
}
