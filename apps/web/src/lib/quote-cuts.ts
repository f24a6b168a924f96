/**
 * An evidence quote as shown on its own: "…" where it starts or ends inside a sentence of the answer, so a cut
 * is never mistaken for the candidate's own words. The quote itself stays verbatim (it is highlighted in the
 * answer by exact match).
 */
export function withCutMarks(answer: string, quote: string): string {
  const at = answer.indexOf(quote);
  if (at === -1) return quote;
  const before = answer.slice(0, at).trimEnd();
  const after = answer.slice(at + quote.length).trimStart();
  const opensSentence = before === '' || /[.!?:\n]["”’)]*$/.test(before);
  const closesSentence = after === '' || /[.!?]$/.test(quote.trimEnd()) || /^[.!?]/.test(after);
  return `${opensSentence ? '' : '…'}${quote}${closesSentence ? '' : '…'}`;
}
