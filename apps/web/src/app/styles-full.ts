/** Every Mantine component's styles, loaded with the server-state layer for the signed-in and auth screens. */
import '@mantine/core/styles.css';
import './read-only-fields.css';
