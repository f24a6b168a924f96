import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  /** Where "a way home" goes: the dashboard for staff, the landing page elsewhere. */
  home: { href: string; label: string };
  /** Run before "Try again" draws the page again (e.g. drop the data it failed on). */
  onReset?: () => void;
  children: ReactNode;
}

/**
 * A page that fails to render shows what happened, a retry and a way home, instead of a blank screen; the rest of
 * the app (the sidebar) keeps working. A page whose code cannot be loaded (a new release) reloads once.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const newRelease = isChunkLoadError(error);
    return (
      <Center mih="60vh" p="md">
        <Stack maw={520} gap="md" role="alert">
          <Title order={1} size="h2">
            {newRelease ? 'A new version of Talvio is available' : 'Something went wrong on this page'}
          </Title>
          <Text>
            {newRelease
              ? 'This page could not be loaded because Talvio was updated. Reload to get the new version; nothing you saved is lost.'
              : 'The page stopped working. Your saved work is safe. Try again, and if it keeps happening, go back and tell us through Support.'}
          </Text>
          <Group>
            <Button
              onClick={() => {
                if (newRelease) return window.location.reload();
                this.props.onReset?.();
                this.setState({ error: null });
              }}
            >
              {newRelease ? 'Reload' : 'Try again'}
            </Button>
            <Anchor href={this.props.home.href}>{this.props.home.label}</Anchor>
          </Group>
        </Stack>
      </Center>
    );
  }
}
