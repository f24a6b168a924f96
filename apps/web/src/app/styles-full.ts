/**
 * Every Mantine component's styles: loaded with every page that is not a first screen (routes.tsx) and, once the
 * first screen is shown, with the toasts (notifications.tsx), so a dialog or menu opened on a first screen is
 * styled too. The first screens bring only their own components' styles (query-layer.tsx).
 */
import '@mantine/core/styles.css';
