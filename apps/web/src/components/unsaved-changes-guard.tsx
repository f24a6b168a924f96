import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The in-app link a click is about to follow, or null for anything else (new tab, download, another site). */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target === `${window.location.pathname}${window.location.search}${window.location.hash}`
    ? null
    : target;
}

/** What the question says: by default, about changes to a form. */
export interface LeaveQuestion {
  title: string;
  message: string;
  stay: string;
  leave: string;
}

const unsavedChanges: LeaveQuestion = {
  title: 'Discard your changes?',
  message: 'You have changes that are not saved yet. If you leave this page now, they are lost.',
  stay: 'Keep editing',
  leave: 'Discard changes',
};

/**
 * While `when` is true, leaving the page asks first: following a link in the app opens "Discard your changes?"
 * (or the `question` given, for work other than a form's), and closing or reloading the tab gets the browser's own
 * prompt (docs/product/web-resilience.md "unsaved changes").
 */
export function UnsavedChangesGuard({
  when,
  question = unsavedChanges,
}: {
  when: boolean;
  question?: LeaveQuestion;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <Modal
      opened={pending !== null}
      onClose={() => setPending(null)}
      title={question.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">{question.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setPending(null)} data-autofocus>
          {question.stay}
        </Button>
        <Button
          color="red.9"
          onClick={() => {
            const target = pending;
            setPending(null);
            if (target) void navigate(target);
          }}
        >
          {question.leave}
        </Button>
      </Group>
    </Modal>
  );
}
