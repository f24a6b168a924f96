import { STOP_WORDS } from './evaluation-lexicon.ts';
import { tokenise } from './text.ts';

function contentWords(text: string): Set<string> {
  return new Set(
    tokenise(text)
      .map((token) => token.norm)
      .filter((word) => !STOP_WORDS.has(word)),
  );
}

/**
 * The naive baseline the evaluator must beat: the share of the rubric's distinct content words (lower case,
 * stop words removed, no stemming, no related terms) that appear in the answer.
 */
export function rubricWordShare(rubric: readonly string[], answer: string): number {
  const rubricWords = contentWords(rubric.join(' '));
  if (rubricWords.size === 0) return 0;
  const answerWords = contentWords(answer);
  let found = 0;
  for (const word of rubricWords) if (answerWords.has(word)) found += 1;
  return found / rubricWords.size;
}
