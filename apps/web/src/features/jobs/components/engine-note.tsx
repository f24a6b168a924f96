import { Badge, Tooltip } from '@mantine/core';
import type { AiEngineInfo } from '@talvio/contracts/jobs';

/**
 * docs/product/jobs.md, **AI says which engine**: every AI result says which engine and model produced it, and when it
 * fell back.
 */
export function EngineNote({ engine, what }: { engine: AiEngineInfo | null; what: string }) {
  if (!engine) return null;
  const name = engine.engine === 'local' ? 'Talvio’s offline engine' : `${engine.model} (OpenAI-compatible)`;
  const label = `${what} by ${name}`;
  if (engine.fallback) {
    return (
      <Tooltip label={`The configured model failed: ${engine.fallback.reason}`} multiline w={320}>
        <Badge variant="light" color="yellow" c="gray.9" tt="none">
          {label} — the configured model was unavailable
        </Badge>
      </Tooltip>
    );
  }
  return (
    // A light badge takes its tint from the colour and its text from `c`: a shaded colour ("teal.9") would paint
    // both with the same shade.
    <Badge variant="light" color="teal" c="teal.9" tt="none">
      {label}
    </Badge>
  );
}
