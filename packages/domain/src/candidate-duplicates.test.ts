import { describe, expect, it } from 'vitest';
import {
  type DuplicateProbe,
  defaultMergeChoice,
  duplicateVerdict,
  employerKey,
  isE164,
  joinLists,
  nameSimilarity,
  profileHandles,
  sharedEmployers,
} from './candidate-duplicates.ts';

const probe = (overrides: Partial<DuplicateProbe> = {}): DuplicateProbe => ({
  name: 'Priya Raman',
  phone: null,
  links: [],
  employers: [],
  ...overrides,
});

describe('candidate duplicates', () => {
  it('duplicate suggestions: the same E.164 phone is a reason; a phone kept as written never matches', () => {
    const verdict = duplicateVerdict(
      probe({ phone: '+447700900123' }),
      probe({ name: 'Somebody Else', phone: '+447700900123' }),
    );
    expect(verdict?.reasons).toEqual([{ kind: 'phone', text: 'Same phone number: +447700900123' }]);
    expect(verdict?.strength).toBe('likely');
    expect(duplicateVerdict(probe({ phone: '07700 900123' }), probe({ phone: '07700 900123' }))).toBeNull();
    expect(isE164('+447700900123')).toBe(true);
    expect(isE164('+0123')).toBe(false);
  });

  it('duplicate suggestions: the same phone and a similar name together are strong', () => {
    const verdict = duplicateVerdict(
      probe({ phone: '+447700900123' }),
      probe({ name: 'Raman Priya', phone: '+447700900123' }),
    );
    expect(verdict?.strength).toBe('strong');
    expect(verdict?.reasons.map((r) => r.kind)).toEqual(['phone', 'similar_name']);
  });

  it('duplicate suggestions: the same LinkedIn or GitHub profile, however the link is written', () => {
    expect(
      profileHandles([
        'https://www.linkedin.com/in/Priya-Raman/',
        'linkedin.com/in/priya-raman?trk=x',
        'http://github.com/PRaman',
        'https://example.com/priya',
      ]),
    ).toEqual(['github:praman', 'linkedin:priya-raman']);
    const verdict = duplicateVerdict(
      probe({ links: ['https://uk.linkedin.com/in/priya-raman'] }),
      probe({ name: 'P. Raman', links: ['linkedin.com/in/Priya-Raman/'] }),
    );
    expect(verdict?.reasons[0]).toEqual({
      kind: 'linkedin',
      text: 'Same LinkedIn profile: linkedin.com/in/priya-raman',
    });
  });

  it('duplicate suggestions: a similar name together with a shared employer', () => {
    expect(nameSimilarity('Jon Smith', 'John Smith')).toBeGreaterThanOrEqual(0.5);
    const verdict = duplicateVerdict(
      probe({ name: 'Jon Smith', employers: ['Monzo Bank Ltd', 'Sky UK'] }),
      probe({ name: 'John Smith', employers: ['monzo bank'] }),
    );
    expect(verdict?.reasons).toEqual([
      {
        kind: 'name_and_employer',
        text: 'Similar names, Jon Smith and John Smith (62 % alike), and both worked at Monzo Bank Ltd',
      },
    ]);
    expect(verdict?.strength).toBe('possible');
    const same = duplicateVerdict(
      probe({ employers: ['Monzo Bank'] }),
      probe({ name: 'priya raman', employers: ['Monzo Bank'] }),
    );
    expect(same?.reasons[0]?.text).toBe('The same name, priya raman, and both worked at Monzo Bank');
    expect(same?.strength).toBe('likely');
  });

  it('duplicate suggestions: a similar name alone, or a shared employer with a different name, is never enough', () => {
    expect(duplicateVerdict(probe(), probe())).toBeNull();
    expect(duplicateVerdict(probe({ employers: ['Monzo'] }), probe({ employers: ['Sky'] }))).toBeNull();
    expect(
      duplicateVerdict(probe({ employers: ['Monzo'] }), probe({ name: 'Tomas Novak', employers: ['Monzo'] })),
    ).toBeNull();
  });

  it('duplicate suggestions: names compare as pg_trgm does (word order and case do not matter)', () => {
    expect(nameSimilarity('Priya Raman', 'RAMAN, Priya')).toBe(1);
    expect(nameSimilarity('', 'Priya')).toBe(0);
    // pg_trgm: similarity('word', 'two words') = 0.363636
    expect(nameSimilarity('word', 'two words')).toBeCloseTo(0.363636, 5);
  });

  it('duplicate suggestions: employers compare without legal words, case, accents or punctuation', () => {
    expect(employerKey('Monzo Bank Ltd.')).toBe('monzo bank');
    expect(employerKey('Société Générale S.A.')).toBe('societe generale');
    expect(sharedEmployers(['Sky UK Limited', 'BBC'], ['sky uk', 'ITV'])).toEqual(['Sky UK Limited']);
    expect(sharedEmployers(['Ltd'], ['Limited'])).toEqual([]);
  });

  it('merge field by field: the default keeps what is there and joins simple lists', () => {
    expect(defaultMergeChoice('name', 'A', 'B')).toBe('this');
    expect(defaultMergeChoice('phone', null, '+447700900123')).toBe('other');
    expect(defaultMergeChoice('skills', ['Go'], ['SQL'])).toBe('both');
    expect(defaultMergeChoice('experience', [{ a: 1 }], [{ b: 2 }])).toBe('this');
    expect(defaultMergeChoice('tags', [], [])).toBe('this');
    expect(joinLists(['Go', 'SQL'], ['SQL', 'Rust'])).toEqual(['Go', 'SQL', 'Rust']);
  });
});
