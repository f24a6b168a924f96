import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as Editor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';

/** The editor's content as the form stores it: its own HTML, or '' when empty. */
const written = (e: { isEmpty: boolean; getHTML(): string }) => (e.isEmpty ? '' : e.getHTML());

/**
 * The job description's rich-text field (docs/product/jobs.md, **safe descriptions**): Mantine's Tiptap editor. It
 * produces HTML that the server sanitises with an allow-list before storing; only the formatting offered here survives.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  readOnly = false,
  minHeight = 260,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  description?: React.ReactNode;
  readOnly?: boolean;
  minHeight?: number;
}) {
  const labelId = useId();
  const errorId = useId();
  const attributes = (invalid: boolean): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    style: `min-height: ${minHeight}px`,
  });
  // The editor rewrites HTML it is given into its own form (a list item's text gains a <p>). `settled` pairs the
  // value last given with how the editor writes it, so reading it back is not mistaken for an edit.
  const settled = useRef<{ given: string; written: string } | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto'] }),
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributes(false) },
    onCreate: ({ editor: e }) => {
      settled.current = { given: value, written: written(e) };
    },
    onUpdate: ({ editor: e }) => {
      const html = written(e);
      onChange(html === settled.current?.written ? settled.current.given : html);
    },
  });

  // Content replaced from outside (an AI draft, a reset) flows into the editor without losing the cursor otherwise.
  // An editor Tiptap has destroyed (it replaces its instance when the page is re-created) has no document to read.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === written(editor)) return;
    if (settled.current?.given === value && settled.current.written === written(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    settled.current = { given: value, written: written(editor) };
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  const invalid = Boolean(error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes only depend on ids and the error state
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: attributes(invalid) } });
  }, [editor, invalid]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div' }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Editor
        editor={editor}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {!readOnly && (
          <Editor.Toolbar sticky stickyOffset={0}>
            <Editor.ControlsGroup>
              <Editor.Bold />
              <Editor.Italic />
              <Editor.Underline />
              <Editor.Strikethrough />
            </Editor.ControlsGroup>
            <Editor.ControlsGroup>
              <Editor.H2 />
              <Editor.H3 />
            </Editor.ControlsGroup>
            <Editor.ControlsGroup>
              <Editor.BulletList />
              <Editor.OrderedList />
              <Editor.Blockquote />
            </Editor.ControlsGroup>
            <Editor.ControlsGroup>
              <Editor.Link />
              <Editor.Unlink />
            </Editor.ControlsGroup>
            <Editor.ControlsGroup>
              <Editor.Undo />
              <Editor.Redo />
            </Editor.ControlsGroup>
          </Editor.Toolbar>
        )}
        <Editor.Content />
      </Editor>
    </Input.Wrapper>
  );
}
