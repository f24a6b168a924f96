export const resumeLimits = {
  bytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'docx', 'txt'],
  accept:
    '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain',
} as const;

/** Why a résumé file cannot be sent, or null when it can (PDF, DOCX or TXT up to 10 MB). */
export function resumeError(file: File | null): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(resumeLimits.extensions as readonly string[]).includes(extension))
    return 'Choose a PDF, DOCX or TXT file';
  if (file.size > resumeLimits.bytes) return 'The file is larger than 10 MB: choose a smaller one';
  if (file.size === 0) return 'The file is empty';
  return null;
}
