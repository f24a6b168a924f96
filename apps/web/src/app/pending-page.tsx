import { Center, Loader } from '@mantine/core';

/** What a lazily loaded page shows while its code arrives (never a blank screen). */
export function PendingPage() {
  return (
    <Center h="60vh" aria-busy="true">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}
