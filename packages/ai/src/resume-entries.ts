import { countryNames, looksLikeLocation } from './resume-contact.ts';
import { type DateRange, findDateRanges, lastYear } from './resume-dates.ts';
import type { ResumeLine } from './resume-document.ts';
import { companyScore, isDegree, isInstitution, titleScore } from './resume-words.ts';
import { outsideBrackets } from './text.ts';

/**
 * Work history and education entries. Each date range anchors an entry; its title and employer are in the short
 * lines around the dates (same line, the line or two above, or the line below), split where résumés separate them
 * (a tab or wide gap, a bar, a dash, " at ", a comma) and told apart by their words: a job title has a role noun
 * ("engineer", "nurse", "manager"), an employer often an organisation word ("Ltd", "Hospital", "Bank"). Without
 * such words, the order the résumé uses elsewhere decides.
 */

export interface ExperienceEntry {
  title: string;
  company: string;
  start: string;
  end: string;
  description: string;
  confidence: number;
  /** Offsets into the document's text of the entry's heading lines. */
  start_offset: number;
  end_offset: number;
}

export interface EducationEntry {
  institution: string;
  degree: string;
  end: string | null;
  confidence: number;
  start_offset: number;
  end_offset: number;
}

const bullet = /^\s*(?:[-–•·*▪◦●○►✓]|\d+[.)])\s+/;

/** A line ending in an abbreviated legal form ("… at Corvid Analytics, Inc.", "Nuvem Software Ltda."). */
const endsInLegalForm = (text: string) => {
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  // Legal forms are capitalised ("Inc.", "Ltda."): a sentence ending in "… group." is not a name.
  return (
    /^\p{Lu}/u.test(last) &&
    /\.$/.test(last) &&
    (last.length <= 6 || /\p{L}\.\p{L}/u.test(last)) &&
    companyScore(last) >= 2
  );
};

/**
 * A line that goes on with a sentence from the line above: it starts with a word in lower case ("by 40%", "em dois
 * anos"). Titles and employers start with a capital, except names after a particle ("van Oord", "de Bijenkorf").
 */
const continuesSentence = (text: string) =>
  /^\p{Ll}{2,}\s/u.test(text) && !/^(?:de|van|von|der|den|het|la|le|el|al|da|di|du|dos|das|del)\s/.test(text);

/** A line that reads as a sentence of description rather than an entry's heading. */
const isDescription = (line: ResumeLine) =>
  bullet.test(line.text) ||
  continuesSentence(line.text) ||
  line.text.length > 90 ||
  (/[.;]$/.test(line.text.trim()) && !endsInLegalForm(line.text) && !endsInInitials(line.text)) ||
  line.text.split(/\s+/).length > 12;

/** A line ending in initials ("Apodaca, N.L.", "Washington, D.C."): an abbreviation, not a sentence's full stop. */
const endsInInitials = (text: string) => /(?:^|[\s,])(?:\p{Lu}\.){2,}$/u.test(text.trim());

/**
 * Running prose: a line with many words in lower case ("Breakfast and dinner service lead; managed the reopening
 * after the"), as a description wrapped before its full stop is. An employer's or a title's words are capitalised.
 */
const isProse = (line: ResumeLine) =>
  line.text.split(/\s+/).filter((word) => /^\p{Ll}{3,}/u.test(word)).length >= 5;

interface Part {
  text: string;
  /** The part followed a dash on its line ("Team Lead - Customer Support"): it may finish the part before it. */
  afterDash: boolean;
  /** How the part was separated from the one before it, to join them again (" – " or ", "). */
  joiner: string;
  /** How far the part's line is from the dates' line (0 = the same line). */
  distance: number;
  order: number;
  /**
   * Where the part sits in the entry's heading: its line relative to the dates' line (-1 above, 1 below) and its
   * place among that line's parts. Entries of one résumé share a layout, so this slot says the same across them.
   */
  slot: string;
}

/** Where résumés separate a title, an employer, a place and the dates on one line. */
const separators = /\t|\s+[|•·]\s+|\s+[–—]\s+|\s+-\s+|\s+@\s+|\s+at\s+|:\s+/;

const notAPart =
  /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|freelance|temporary|permanent|internship|position|role|title|job title|designation|employer|company|organi[sz]ation|dates?|period|duration|location|from|to)$/i;

/** A pause in work written among the jobs: not an entry. */
const pause =
  /\b(?:career break|sabbatical|parental leave|maternity leave|paternity leave|gap year|travell?ing|carer)\b/i;

/** A length of time written beside dates or an employer ("(2 yrs 2 mos)", "13 yrs 2 mos", "3 years"). */
const lengthOfTime = /\(?\b\d+\+?\s*(?:yrs?|years?|mos?|months?)\b(?:\s*\d+\s*(?:mos?|months?)\b)?\)?/gi;

/**
 * A line holding only a length of time and the kind of work ("5 years 11 months", "Full-time · 6 yrs 11 mos" under an
 * employer, as profile exports print it): neither heading nor description.
 */
function isLengthLine(line: ResumeLine): boolean {
  const rest = line.text.replace(lengthOfTime, ' ');
  return (
    rest !== line.text && rest.split(/[·•|,]/).every((piece) => !piece.trim() || notAPart.test(piece.trim()))
  );
}

/** A line's parts, the dates removed: what may be a title, an employer or a place. */
function partsOfLine(
  line: ResumeLine,
  ranges: readonly DateRange[],
  relativeLine: number,
  first: number,
): Part[] {
  const distance = Math.abs(relativeLine);
  const slotOf = (position: number) => `${relativeLine}:${position}`;
  let text = line.text;
  for (const range of [...ranges].sort((a, b) => b.index - a.index)) {
    text = `${text.slice(0, range.index)}\t${text.slice(range.index + range.length)}`;
  }
  // A length of time beside the dates ("(2 yrs 2 mos)", "· 3 years") says nothing of the title or employer; nor
  // do the brackets the dates were in, closed on this line or on the next one the line wrapped onto.
  text = text
    .replace(lengthOfTime, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\(\s*$/, ' ');
  const parts: Part[] = [];
  let order = first;
  const add = (partText: string, afterDashMark: boolean, joiner: string) =>
    parts.push({
      text: partText,
      distance,
      order: order++,
      afterDash: afterDashMark,
      joiner,
      slot: slotOf(parts.length),
    });
  let rest = text;
  let afterDash = false;
  while (rest.length > 0) {
    const match = separators.exec(rest);
    const raw = match ? rest.slice(0, match.index) : rest;
    rest = match ? rest.slice(match.index + match[0].length) : '';
    const piece = raw
      .replace(/^[\s,;:|–—(-]+|[\s,;:|–—-]+$/g, '')
      .replace(/^\((.*)\)$/, '$1')
      .trim();
    const dashed = afterDash;
    afterDash = Boolean(match && /^\s+[-–—]\s+$/.test(match[0]));
    if (!piece || !/\p{L}{2,}/u.test(piece) || notAPart.test(piece)) continue;
    // "Restaurant Manager, Trattoria dei Navigli S.r.l., Milano": commas separate a title from an employer and a
    // place when the first piece reads more as a title than as an employer.
    // Commas inside brackets do not split ("Teller (part-time, while studying)").
    const [head, ...tail] = outsideBrackets(piece, /,\s+/u).map((part) => part.trim());
    // "Senior Executive – Supply Chain, Tvaran Logistics Pvt. Ltd.": after a title's dash, a piece naming no
    // organisation, then a comma and a name that does (more than a bare legal form): the piece finishes the title.
    const previous = parts.at(-1);
    const employer = tail.join(', ');
    if (
      head &&
      tail.length > 0 &&
      dashed &&
      previous &&
      titleScore(previous.text) >= 2 &&
      companyScore(head) <= 0 &&
      companyScore(employer) >= 2 &&
      employer.split(/\s+/).length >= 2
    ) {
      add(head, true, ' – ');
      add(employer, false, ', ');
      continue;
    }
    if (head && tail.length > 0 && titleScore(head) >= 2 && titleScore(head) > companyScore(head)) {
      // "Assistant Manager, Guest Relations, Marina Crest Hotel Pte. Ltd.": pieces naming no organisation and no
      // place, then one that names an organisation (more than a bare legal form): the first finish the title, the
      // rest is the employer.
      const named = tail.findIndex(
        (p, i) =>
          i > 0 &&
          companyScore(p) >= 2 &&
          !isLegalForm(p) &&
          tail.slice(0, i).every((q) => companyScore(q) <= 0 && !isPlacePart(q)),
      );
      if (named > 0) {
        add([head, ...tail.slice(0, named)].join(', '), dashed, ' – ');
        add(tail.slice(named).join(', '), false, ', ');
        continue;
      }
      add(head, dashed, ' – ');
      // What follows the title's comma may only qualify it ("Registered Nurse, Emergency Department").
      add(tail.join(', '), true, ', ');
      continue;
    }
    add(piece, dashed, ' – ');
  }
  return parts;
}

/** A legal form on its own ("Lda.", "S.L.", "N.A.", "S.A. de C.V."): short, made of organisation words. */
const isLegalForm = (text: string) =>
  text.split(/\s+/).length <= 4 &&
  /^[\p{Lu}]/u.test(text) &&
  companyScore(text) >= 2 &&
  titleScore(text) === 0;

/** A legal form that ends a company's name ("Ltd", "Inc.", "GmbH", "(Pvt.)", "B.V."). */
const legalFormEnd =
  /^\(?(?:ltd|limited|inc|llc|llp|plc|gmbh|pvt|pty|pte|corp|b\.?v|n\.?v|s\.?a|a\.s|s\.?r\.?l|s\.?l|spa|ltda|lda|sas|sarl|oy|ab|kft|bhd)\.?\)?$/i;

/**
 * A place written after a legal form with no mark between ("Glenmore Homes Ltd Inverness", as OCR reads a gap): the
 * name ends at its legal form, so one or two capitalised words after it that name no organisation are the place.
 */
function withoutPlaceAfterLegalForm(text: string): string {
  const words = text.split(/\s+/);
  const last = words.findLastIndex((word, i) => i > 0 && legalFormEnd.test(word));
  const after = words.slice(last + 1);
  if (
    last < 1 ||
    after.length < 1 ||
    after.length > 2 ||
    !after.every((word) => /^\p{Lu}[\p{L}'-]*$/u.test(word) && companyScore(word) <= 0)
  )
    return text;
  return words.slice(0, last + 1).join(' ');
}

/** An employer's name without a trailing place ("Acme Ltd, Pune" → "Acme Ltd"). */
function withoutPlace(whole: string): string {
  const text = withoutPlaceAfterLegalForm(whole);
  const comma = text
    .replace(/\s*\(([\p{Lu}][\p{L}\s.'-]*)\)$/u, (whole, inner: string) => (isPlace(inner) ? '' : whole))
    .split(/,\s+/);
  const head = comma[0] ?? text;
  if (comma.length < 2) return head;
  // A name that ends in its legal form is whole, commas and all ("Alvarado, Garza y Asociados, S.C."), but a town
  // and its region's code are no legal form ("Network Contracting Office 19, Aurora, CO").
  if (comma.length > 2 && isLegalForm(comma.at(-1) ?? '') && !isRegion(comma.slice(-2).join(', ')))
    return comma.join(', ');
  // Legal forms after a comma stay ("Acme Co., Ltd."), as do more of the organisation's name ("Iturraspe, Molina &
  // Asociados") and its department ("Aarhus University, Department of Chemistry").
  const kept = [head];
  for (const piece of comma.slice(1)) {
    if (
      /^(?:ltd|inc|llc|llp|plc|gmbh|s\.?a|a\.s|co|corp|pty|pte)\b\.?/i.test(piece) ||
      isLegalForm(piece) ||
      (/^\p{Lu}/u.test(piece) && (/&/.test(piece) || companyScore(piece) >= 2) && !isPlace(piece))
    )
      kept.push(piece);
    else break;
  }
  return kept.join(', ');
}

interface Anchor {
  index: number;
  range: DateRange;
}

/** A place rather than a title or an employer: "Seattle, WA", "Paris 8e", a lone city after the employer. */
const isPlace = (text: string) =>
  looksLikeLocation(text) ||
  // A lone capitalised word, but not an acronym of three letters or more ("EPIK", "CPAs"): those name bodies.
  (/^[\p{Lu}][\p{L}.'-]+(?:\s\d{1,2}e|\s[A-Z]{2,3})?(?:\s\d{3,6})?$/u.test(text) &&
    !/^\p{Lu}{3,}/u.test(text));

/**
 * A town's name of two to four words, capitalised but for short joining words ("Tel Aviv", "Ho Chi Minh City",
 * "Freiburg im Breisgau"); on a line of its own only with its country after one comma ("Tel Aviv, Israel"), since
 * an employer's name reads the same ("Redline Car Rental, Marietta, Georgia").
 */
const isTownName = (text: string) => {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every(
      (word, at) =>
        /^\p{Lu}[\p{Ll}'’.-]+$/u.test(word) ||
        (at > 0 && at < words.length - 1 && /^\p{Ll}{1,4}$/u.test(word)),
    )
  );
};

/**
 * A town and its region or country ("Red Deer, AB", "Boulder, CO"), even where the region's code is also a legal
 * form's: the town names no organisation and no role.
 */
const isRegion = (text: string) => {
  const town = text.split(/,\s*/)[0] ?? '';
  return looksLikeLocation(text) && companyScore(town) <= 0 && titleScore(text) <= 0;
};

/**
 * Parts after a dash that finish the part before them: "Team Lead - Customer Support" (nothing of an employer in
 * "Customer Support") or "Banque Atlantique – Direction Juridique" (a department after the employer), when the
 * entry has its title and employer elsewhere.
 */
function joinDashed(parts: readonly Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    // A lone place after an employer's dash is where it is ("Atelier Nord SAS – Lyon"), not part of its name.
    // So is a town of two or three words after a name that ends in its legal form ("… S.A. – Buenos Aires").
    const afterLegalForm =
      previous !== undefined &&
      isCompleteName(previous.text) &&
      /^(?:\p{Lu}[\p{L}'’.-]*\s?){1,3}$/u.test(part.text) &&
      companyScore(part.text) <= 0 &&
      titleScore(part.text) <= 0;
    const placeAfterEmployer =
      previous !== undefined &&
      companyScore(previous.text) > 0 &&
      ((!/\s/.test(part.text) && isPlace(part.text)) || afterLegalForm);
    // An employer elsewhere in the entry that reads at least as much as one ("Te Awa Regional Hospital" beside
    // "Registered Nurse, Emergency Department") leaves the part to qualify the title.
    const strongerEmployer = parts.some(
      (p) =>
        p !== part &&
        p !== previous &&
        !p.afterDash &&
        !isPlace(p.text) &&
        companyScore(p.text) >= Math.max(companyScore(part.text), 0.5),
    );
    const plain =
      (companyScore(part.text) <= 0 || (titleScore(previous?.text ?? '') >= 2 && strongerEmployer)) &&
      titleScore(part.text) < 2 &&
      !looksLikeLocation(part.text) &&
      !placeAfterEmployer;
    if (previous && part.afterDash && previous.distance === part.distance && plain) {
      const othersHaveEmployer = parts.some((p) => p !== part && p !== previous && companyScore(p.text) > 0);
      const othersHaveTitle = parts.some((p) => p !== part && p !== previous && titleScore(p.text) >= 2);
      if (
        (titleScore(previous.text) >= 2 && othersHaveEmployer) ||
        (companyScore(previous.text) > 0 && othersHaveTitle)
      ) {
        out[out.length - 1] = { ...previous, text: `${previous.text}${part.joiner}${part.text}` };
        continue;
      }
    }
    out.push(part);
  }
  return out;
}

/** The line a part is on, relative to the dates' line ("-1", "0", "1"). */
const lineOf = (part: Part) => part.slot.slice(0, part.slot.indexOf(':'));

/** A place among an entry's parts ("Beaverton, OR", a lone town). */
const namesPlace = (parts: readonly Part[]) =>
  parts.some((p) => looksLikeLocation(p.text) || (isPlace(p.text) && companyScore(p.text) <= 0));

/**
 * A role written "Title – Qualifier" as a line of its own ("Staff Sergeant – Unit Supply Sergeant", "Extra –
 * Banquet Cook (weekends)"): the line holds two parts around a dash and the second is neither a place nor a name
 * ending in a legal form. A lone word after the dash is read as a qualifier only when the place is written
 * elsewhere (`placeElsewhere`). Returns the whole role, or null.
 */
function dashedRole(parts: readonly Part[], line: string, placeElsewhere: boolean): string | null {
  const own = parts.filter((p) => lineOf(p) === line);
  const [first, second] = own;
  if (own.length !== 2 || !first || !second || !second.afterDash || second.joiner !== ' – ') return null;
  const lone = isPlace(second.text) && companyScore(second.text) <= 0 && titleScore(second.text) <= 0;
  if (looksLikeLocation(second.text) || (lone && !placeElsewhere)) return null;
  if (legalFormEnd.test(second.text.split(/\s+/).at(-1) ?? '')) return null;
  // "Brightwell Home Care Services, Sutton – Domiciliary Care Worker": an employer, then a role after the dash, is an
  // entry of its own, not a further role of the group above.
  if (companyScore(first.text) > 0 && titleScore(first.text) < 2 && titleScore(second.text) >= 2) return null;
  return `${first.text}${second.joiner}${second.text}`;
}

/** A part that only says where: a lone town, "Seattle, WA", "Red Deer, AB"; never one naming a role or an organisation. */
const isPlacePart = (text: string) =>
  (isPlace(text) && companyScore(text) <= 0 && titleScore(text) <= 0) || isRegion(text);

/** The title's text: its comma qualifier when the employer is another part; its whole line when the employer is on a line of its own and the line is a dashed role. */
function roleOf(parts: readonly Part[], title: Part, company: Part | undefined): string {
  // What follows the title's comma only qualifies it when another part is the employer ("Senior Associate,
  // Dispute Resolution" under "Carrington Whitlam Lawyers").
  const tail = parts.find((p) => p.joiner === ', ' && p.order === title.order + 1 && !isPlacePart(p.text));
  if (tail && company && tail !== company) return `${title.text}${tail.joiner}${tail.text}`;
  const line = lineOf(title);
  if (!company || lineOf(company) === line) return title.text;
  const placeElsewhere = namesPlace(parts.filter((p) => lineOf(p) !== line));
  return dashedRole(parts, line, placeElsewhere) ?? title.text;
}

/**
 * A title that reads as an employer too and ends as names do, in an organisation word ("Cook County Legal Aid
 * Clinic": a role word, then "Clinic"; a title ends in its role), while no other part reads as an employer and
 * another reads only as a title ("Intake Coordinator"): the two are the other way round.
 */
function swappedPair<S extends { part: Part; t: number; c: number }>(
  pool: readonly S[],
  title: S | null,
): { title: S; company: S } | null {
  const last = title?.part.text.split(/\s+/).at(-1) ?? '';
  if (!title || title.c <= 0.5 || companyScore(last) <= 0 || titleScore(last) > 0) return null;
  const other = pool
    .filter((s) => s !== title && s.t > 0.5 && s.c <= 0)
    .sort((a, b) => b.t - a.t || a.part.order - b.part.order)[0];
  return other ? { title: other, company: title } : null;
}

/** Picks the title and the employer among an entry's heading parts. */
interface Choice {
  title: string;
  company: string;
  sure: boolean;
  /** The slots the title and the employer were taken from (`Part.slot`), '' when none. */
  layout: string;
}

/** How much better another pair must read to win over the résumé's shared layout. */
const layoutTrust = 2.5;

const layoutOf = (title: { part: Part } | null | undefined, company: { part: Part } | null | undefined) =>
  `${title?.part.slot ?? ''}|${company?.part.slot ?? ''}`;

function chooseTitleAndCompany(allParts: readonly Part[], layout: string | null): Choice {
  const parts = joinDashed(allParts);
  const scored = parts.map((part) => ({
    part,
    // A name ending in a legal form is an employer, whatever its words ("Baker Andes S.R.L.").
    t: legalFormEnd.test(part.text.split(/\s+/).at(-1) ?? '')
      ? 0
      : titleScore(part.text) - part.distance * 0.2,
    c: companyScore(part.text) - part.distance * 0.2,
    place: isPlacePart(part.text),
  }));
  const candidates = scored.filter((s) => !s.place);
  const pool = candidates.length >= 2 ? candidates : scored;
  const byTitle = [...pool].sort((a, b) => b.t - a.t || a.part.order - b.part.order);
  const firstTitle = byTitle[0] && byTitle[0].t > 0.5 ? byTitle[0] : null;
  const byCompany = pool
    .filter((s) => s !== firstTitle)
    .sort((a, b) => b.c - a.c || a.part.distance - b.part.distance || a.part.order - b.part.order);
  const firstCompany = byCompany[0] && byCompany[0].c > 0.5 ? byCompany[0] : null;
  const swapped = firstCompany ? null : swappedPair(pool, firstTitle);
  const title = swapped?.title ?? firstTitle;
  const company = swapped?.company ?? firstCompany;
  const rest = pool.filter((s) => s !== title);
  // Where the résumé's other entries have their title and employer decides when this entry has parts there and
  // they read nearly as well as the best pair: entries of one résumé follow one template.
  const [titleSlot, companySlot] = (layout ?? '|').split('|');
  const inLayout = (slot: string | undefined) => (slot ? pool.find((s) => s.part.slot === slot) : undefined);
  const laidTitle = inLayout(titleSlot);
  const laidCompany = inLayout(companySlot);
  const pairScore = (t: { t: number } | null | undefined, c: { c: number } | null | undefined) =>
    (t?.t ?? 0) + (c?.c ?? 0);
  if (
    laidTitle &&
    laidCompany &&
    laidTitle !== laidCompany &&
    laidTitle.t > 0 &&
    pairScore(laidTitle, laidCompany) >= pairScore(title, company) - layoutTrust
  )
    return {
      title: roleOf(parts, laidTitle.part, laidCompany.part),
      company: withoutPlace(laidCompany.part.text),
      sure: Boolean(title && company),
      layout: layoutOf(laidTitle, laidCompany),
    };
  if (title && company)
    return {
      title: roleOf(parts, title.part, company.part),
      company: withoutPlace(company.part.text),
      sure: true,
      layout: layoutOf(title, company),
    };
  if (title) {
    // No organisation word: the employer is the nearest other part that reads least like a title, never a place
    // ("Atlanta, Georgia, United States"), nor what follows the title's comma when another part is there.
    const places = rest.filter(
      (s) => looksLikeLocation(s.part.text) && isPlace(s.part.text.split(/,\s*/)[0] ?? ''),
    );
    const tail = rest.find((s) => s.part.joiner === ', ' && s.part.order === title.part.order + 1);
    const named = rest.filter((s) => !places.includes(s) && s !== tail);
    const other = [...(named.length > 0 ? named : rest.filter((s) => !places.includes(s)))].sort(
      (a, b) => a.part.distance - b.part.distance || a.t - b.t || a.part.order - b.part.order,
    )[0];
    return {
      title: roleOf(parts, title.part, other?.part),
      company: withoutPlace(other?.part.text ?? ''),
      sure: false,
      layout: layoutOf(title, other),
    };
  }
  if (company) {
    // The title is the nearest other part, never a place when another part is there ("Stocker at Valley Fresh
    // Market" over "2015 — 2017 - Mesa, AZ").
    const others = rest.filter((s) => s !== company);
    // A lone capitalised word ("Stocker") may be a town or an unknown role; a town with its region never a role.
    const named = others.filter((s) => !s.place);
    const lone = others.filter((s) => !looksLikeLocation(s.part.text));
    const other = [...(named.length > 0 ? named : lone.length > 0 ? lone : others)].sort(
      (a, b) => a.part.distance - b.part.distance || a.part.order - b.part.order,
    )[0];
    return {
      title: other?.part.text ?? '',
      company: withoutPlace(company.part.text),
      sure: false,
      layout: layoutOf(other, company),
    };
  }
  const [first, second] = [...pool].sort((a, b) => a.part.order - b.part.order);
  return {
    title: first?.part.text ?? '',
    company: withoutPlace(second?.part.text ?? ''),
    sure: false,
    layout: layoutOf(first, second),
  };
}

/**
 * A job of a few months written with one year ("Interim CFO, Bakker-Vos B.V.\t2019"): the year set apart at the end
 * of a line that names a role or an employer is the entry's start and end.
 */
function singleYear(line: ResumeLine): DateRange | undefined {
  // At the end of the line, or at its start in a column of its own ("2016\tVisiting Researcher").
  const match =
    /(?:\t|\s[|,–—-]\s*|\s{2,}|\s\()((?:19|20)\d{2})\)?\s*$/.exec(line.text) ??
    /^\s*((?:19|20)\d{2})(?:\t|\s{2,}|\s[|–—-]\s)/.exec(line.text);
  const year = match?.[1];
  if (!match || !year || isDescription(line)) return undefined;
  const rest = `${line.text.slice(0, match.index)} ${line.text.slice(match.index + match[0].length)}`.trim();
  const named = rest.split(/\t|\s[|,–—-]\s/).some((part) => titleScore(part) >= 2 || companyScore(part) >= 2);
  if (!named || findDateRanges(rest).length > 0 || lastYear(rest)) return undefined;
  return { start: year, end: year, index: match.index, length: match[0].length };
}

/**
 * "Kenya Livestock Research Organization, Kandara — Research" over "Assistant (Oct 2014 – May 2016)": a heading
 * line that ran out of room in the middle of its title, after a dash. The next line is only the rest of the title
 * (one or two capitalised words, nothing set apart) and its dates; the piece after the dash names no place. The two
 * are read as one line (the line break becomes a space, so every offset still points into the document's text).
 */
/**
 * The row labels of a form-style CV (the older Europass: "Dates", "Occupation or position held", "Name and address
 * of employer", "Main activities and responsibilities", "Type of business or sector"), and the ends of labels that
 * wrapped onto the next line: taken off, so each row reads as what it holds.
 */
const rowLabel =
  /^(?:dates|occupation or position held|position held|name and address of(?: employer)?|main activities and(?: responsibilities)?|type of business or sector|business or sector)\b\s*:?\s*/i;
const labelTail = /^(?:employer|responsibilities|held|sector)(?:\t|$)\s*/i;

function withoutRowLabels(lines: readonly ResumeLine[]): readonly ResumeLine[] {
  const labelled = lines.filter((line) => rowLabel.test(line.text)).length;
  if (labelled < 2) return lines;
  return lines.flatMap((line) => {
    const label = rowLabel.exec(line.text) ?? labelTail.exec(line.text);
    if (!label) return [line];
    const text = line.text.slice(label[0].length);
    return text ? [{ ...line, text, start: line.start + label[0].length }] : [];
  });
}

function withWrappedTitles(
  lines: readonly ResumeLine[],
  sectionStarts: ReadonlySet<ResumeLine>,
): readonly ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const [range] = findDateRanges(line.text);
    const rest = range ? line.text.slice(0, range.index).replace(/[\s(|,–—-]+$/, '') : '';
    const tail = above && /\s[–—-]\s+(\p{Lu}[\p{L}'’.&-]*(?:\s+[\p{L}'’.&-]+){0,2})$/u.exec(above.text)?.[1];
    const wrapped =
      range &&
      above &&
      tail &&
      above.page === line.page &&
      above.column === line.column &&
      !sectionStarts.has(above) &&
      !sectionStarts.has(line) &&
      /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*)?$/u.test(rest) &&
      findDateRanges(above.text).length === 0 &&
      !bullet.test(above.text) &&
      !isPlacePart(tail);
    if (wrapped) out[out.length - 1] = { ...above, text: `${above.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}

/**
 * A range the end of its line cut in two ("… | May 2017 – Jul" over "2019", "03/2019 a" over "02/2021", "(Jun 2016"
 * over "– Jan 2020)"): read with the start of the next line, and kept to the part on this line.
 */
function wrappedRange(line: ResumeLine, next: ResumeLine | undefined): DateRange | undefined {
  if (!next || !/(?:19|20)\d{2}\D{0,12}$/.test(line.text) || !/^[\p{L}\d–—-]/u.test(next.text))
    return undefined;
  const length = line.text.length;
  const range = findDateRanges(`${line.text} ${next.text}`).find(
    (r) => r.index < length && r.index + r.length > length + 1,
  );
  return range && { ...range, length: length - range.index };
}

/**
 * Table rows whose dates wrapped in their narrow cell: "April 2015 - March<tab>Warehouse Operations Staff" over
 * "2019<tab>Minato Logistics K.K.". The first cell ends in a cut range that the next line's first cell finishes; the
 * two cells are read as one. In a row of three cells or more ("Duration | Organisation | Designation | …") the other
 * cells wrapped too when the next line has as many: each is read with the one below it. In a row of two, the next
 * line's second cell is a line of its own (the employer under the title).
 */
function withWrappedCells(lines: readonly ResumeLine[]): readonly ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as ResumeLine;
    const next = lines[i + 1];
    const cells = line.text.split('\t');
    const nextCells = next?.text.split('\t') ?? [];
    const [cell = '', nextCell = ''] = [cells[0], nextCells[0]];
    const below = next !== undefined && next.page === line.page && next.column === line.column;
    const cut =
      below &&
      cells.length >= 2 &&
      nextCells.length >= 2 &&
      /(?:19|20)\d{2}\D{0,12}$/.test(cell) &&
      /^[\p{L}\d–—-][^\t]{0,15}$/u.test(nextCell) &&
      findDateRanges(line.text).length === 0 &&
      findDateRanges(`${cell} ${nextCell}`).some(
        (r) => r.index < cell.length && r.index + r.length > cell.length + 1,
      );
    // A dated row of three cells or more over a line of as many cells and no dates of its own: the row's cells
    // wrapped ("Padma Knit<tab>Senior<tab>Jan 2021 – Running" over "Composite Ltd.<tab>Merchandiser<tab>…").
    const wrappedRow =
      !cut &&
      below &&
      cells.length >= 3 &&
      nextCells.length === cells.length &&
      findDateRanges(line.text).length > 0 &&
      findDateRanges(next.text).length === 0;
    if ((!cut && !wrappedRow) || !next) {
      out.push(line);
      continue;
    }
    if (cells.length >= 3 && nextCells.length === cells.length) {
      out.push({ ...line, text: cells.map((c, at) => `${c} ${nextCells[at] ?? ''}`.trim()).join('\t') });
    } else {
      out.push({ ...line, text: [`${cell} ${nextCell}`, ...cells.slice(1)].join('\t') });
      out.push({ ...next, text: nextCells.slice(1).join('\t'), start: next.start + nextCell.length + 1 });
    }
    i += 1;
  }
  return out;
}

/**
 * The work history of the experience sections' lines. `sectionStarts` are the first lines of the sections: an
 * entry's heading does not reach up into the section before (a headline's "Club 2022, 2024" is not the first job's
 * employer).
 */
export function findExperience(
  sectionLines: readonly ResumeLine[],
  sectionStarts: ReadonlySet<ResumeLine> = new Set(),
  documentText = '',
): ExperienceEntry[] {
  const lines = withWrappedTitles(
    withWrappedCells(withoutRowLabels(sectionLines).filter((line) => !isLengthLine(line))),
    sectionStarts,
  );
  const anchors: Anchor[] = [];
  lines.forEach((line, index) => {
    const [range = singleYear(line) ?? wrappedRange(line, lines[index + 1])] = findDateRanges(line.text);
    if (!range || pause.test(line.text)) return;
    // Dates inside a sentence or a bullet describe something done, not a job.
    const rest = `${line.text.slice(0, range.index)} ${line.text.slice(range.index + range.length)}`.trim();
    const lower = rest.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word)).length;
    const sentence = lower >= 4 || (lower >= 3 && /[.;]$/.test(rest));
    const words = rest.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    if ((bullet.test(line.text) || words > 12 || sentence) && !/\t/.test(line.text)) return;
    anchors.push({ index, range });
  });
  // Sections under a heading line of their own, not one run into a table's first cell ("Professional" over
  // "Experience<tab>Baugrund Elbe GmbH", one heading on two lines).
  const headedStarts = new Set(
    [...sectionStarts].filter(
      (line) => !documentText || line.start === 0 || documentText[line.start - 1] === '\n',
    ),
  );
  // In order: a line the entry above took as its own (its employer below its dates) is not this entry's.
  const taken = new Set<ResumeLine>();
  const groupsAbove = employersHeadGroups(lines, anchors);
  const endsWithDates = datesLast(lines, anchors);
  const headings = anchors.map((anchor, k) => {
    if (endsWithDates) return blockHeading(lines, (anchors[k - 1]?.index ?? -1) + 1, anchor.index);
    const heading = headingOf(
      lines,
      anchor,
      anchors[k - 1]?.index ?? -1,
      anchors[k + 1]?.index ?? lines.length,
      taken,
      sectionStarts,
      groupsAbove,
      headedStarts,
    );
    for (const line of heading.lines) taken.add(line);
    return heading;
  });
  const inHeadings = new Set(headings.flatMap((h) => h.lines));
  const layout = sharedLayout(headings.map((h) => chooseTitleAndCompany(h.parts, null)));
  let previousCompany = '';
  let group: Group | null = null;
  const entries = anchors.map((anchor, k) => {
    const { lines: heading, parts } = headings[k] ?? { lines: [], parts: [] };
    // A section of its own ("Non-executive roles" after "Career") starts no role under the employer of the last.
    const since = lines.slice((anchors[k - 1]?.index ?? -1) + 1, anchor.index + 1);
    if (since.some((line) => sectionStarts.has(line))) {
      previousCompany = '';
      group = null;
    }
    const further = furtherRole(heading, parts, group);
    const chosen = further
      ? { ...chooseTitleAndCompany(parts, layout), title: further, company: '' }
      : chooseTitleAndCompany(parts, layout);
    const { title, sure } = chosen;
    // Several roles under one employer: a role without an employer of its own has the one above it.
    const company = chosen.company || previousCompany;
    previousCompany = company;
    // An employer with its own dates and no role ("John Deere Brasil Ltda.<tab>Feb 2015 – Present") over roles
    // dated within them heads their group; it is not a role itself.
    const next = anchors[k + 1];
    if (!further && !title && chosen.company && next && within(next.range, anchor.range)) {
      group = {
        parts: parts.map((part, at) => ({ ...part, slot: `-1:${at}` })),
        choice: { ...chosen, layout: '0:0|-1:0' },
        dated: true,
      };
      return null;
    }
    // The employer's line stays the one later roles of the group are under.
    if (!further && chosen.company) group = { parts, choice: chosen };
    for (const line of unusedBelow(heading, lines, anchor.index, [title, company])) inHeadings.delete(line);
    const description = (
      endsWithDates
        ? lines.slice((anchors[k - 1]?.index ?? -1) + 1, anchor.index)
        : lines.slice(anchor.index + 1, anchors[k + 1]?.index ?? lines.length)
    ).filter((l) => !inHeadings.has(l));
    const first = heading[0];
    const last = heading.at(-1);
    return {
      title,
      company,
      start: anchor.range.start,
      end: anchor.range.end,
      description: description.map((l) => l.text.replace(bullet, '')).join('\n'),
      confidence: sure ? 0.85 : title && company ? 0.6 : 0.4,
      start_offset: first?.start ?? 0,
      end_offset: last ? last.start + last.text.length : 0,
    };
  });
  return withoutSharedPlace(
    entries.filter((entry): entry is ExperienceEntry => entry !== null),
    documentText,
  );
}

/**
 * The lines of a heading below its dates, read while a part was still missing, that gave neither the title nor the
 * employer: the description's first lines after all ("Credit-risk reporting in SQL and Tableau; monthly NPL
 * portfolio"), so that nothing the résumé says is dropped. A short line without a number is where the job was ("Ho
 * Chi Minh City", "Amsterdam (remote)") and stays out.
 */
function unusedBelow(
  heading: readonly ResumeLine[],
  lines: readonly ResumeLine[],
  anchorIndex: number,
  named: readonly string[],
): ResumeLine[] {
  return heading.filter((line) => {
    if (lines.indexOf(line) <= anchorIndex) return false;
    if (line.text.trim().split(/\s+/).length <= 4 && !/\d/.test(line.text)) return false;
    return !partsOfLine(line, [], 1, 0)
      .flatMap((part) => part.text.split(/,\s*/))
      .some(
        (piece) =>
          /\p{L}{2}/u.test(piece) &&
          named.some((name) => name && (name.includes(piece) || piece.includes(name))),
      );
  });
}

/**
 * A work history whose entries end with their dates: the title and employer, the description, then the dates on a
 * line of their own ("Jan 2023 – ongoing"). Every entry's dates stand alone, lines come before the first dates, each
 * run of lines after a line of dates starts with a heading, at least half the entries have description just above
 * their dates, and nothing but description follows the last dates.
 * (Dates alone above their title start their entries: then the section starts with dates, or a heading follows the
 * last ones.)
 */
function datesLast(lines: readonly ResumeLine[], anchors: readonly Anchor[]): boolean {
  const lastAnchor = anchors.at(-1);
  if (anchors.length < 2 || !lastAnchor) return false;
  const alone = anchors.every(
    (anchor) => partsOfLine(lines[anchor.index] as ResumeLine, [anchor.range], 0, 0).length === 0,
  );
  if (!alone) return false;
  const headed = anchors.every((anchor, k) => {
    const from = (anchors[k - 1]?.index ?? -1) + 1;
    const first = lines[from];
    return from < anchor.index && first !== undefined && !isDescription(first) && !isProse(first);
  });
  // The description sits between the heading and the dates: at least half the entries have it just above their
  // dates (dates under their heading have the heading there).
  const described = anchors.filter((anchor) => {
    const above = lines[anchor.index - 1];
    return above !== undefined && (isDescription(above) || isProse(above));
  }).length;
  const tail = lines.slice(lastAnchor.index + 1);
  return (
    headed &&
    described * 2 >= anchors.length &&
    tail.every((line) => isDescription(line) || isProse(line) || pause.test(line.text))
  );
}

/** The heading of an entry that ends with its dates: its first lines (up to two) before its description. */
function blockHeading(
  lines: readonly ResumeLine[],
  from: number,
  to: number,
): { lines: ResumeLine[]; parts: Part[] } {
  const heading: ResumeLine[] = [];
  let parts: Part[] = [];
  for (let i = from; i < to && heading.length < 2; i += 1) {
    const line = lines[i] as ResumeLine;
    if (isDescription(line) || isProse(line)) break;
    heading.push(line);
    parts = [...parts, ...partsOfLine(line, [], -heading.length, 100 - heading.length * 10)];
  }
  return { lines: heading, parts };
}

/** Whether a range lies within another ("present" ends last). */
function within(inner: DateRange, outer: DateRange): boolean {
  if (inner.start < outer.start) return false;
  if (outer.end === 'present') return true;
  return inner.end !== 'present' && inner.end <= outer.end;
}

/** A word that joins the words of a name and never ends one ("of", "&", "and", "de", "für"). */
const joiningWord = /^(?:&|and|of|for|the|de|del|des|du|da|do|la|le|y|e|und|für|van|von|der|den|di)$/i;

/**
 * Employers written with their town after them and no mark between ("Rehman Life Sciences Faisalabad", "Al-Shifa
 * Pharmacy Faisalabad", as OCR reads a gap): a last word that two or more different employers of the résumé end in,
 * capitalised and naming no organisation or role, is the town, not part of the names, when the résumé also writes it
 * as a place, after a comma or a label ("Government College University, Faisalabad", "Domicile: Faisalabad").
 * Employers of one trade may end in one word that is no town ("Riverside Family Dental", "Southbank Smiles Dental").
 */
function withoutSharedPlace(entries: ExperienceEntry[], documentText: string): ExperienceEntry[] {
  const lastWord = (company: string) => company.split(/\s+/).at(-1) ?? '';
  const namesBy = new Map<string, Set<string>>();
  for (const { company } of entries) {
    const word = lastWord(company);
    const words = company.split(/\s+/);
    if (words.length < 3 || !/^\p{Lu}\p{Ll}+$/u.test(word)) continue;
    // A name cut before its last word would end in a joining word ("Oregon Department of Transportation"): the
    // word is the name's own.
    if (joiningWord.test(words.at(-2) ?? '')) continue;
    if (companyScore(word) > 0 || titleScore(word) > 0) continue;
    namesBy.set(word, (namesBy.get(word) ?? new Set()).add(company));
  }
  // As a place is written: after a comma or a label, and ending its phrase ("…, Faisalabad", "Domicile: Faisalabad";
  // not "Diploma, Dental Hygiene").
  const writtenAsPlace = (word: string) =>
    new RegExp(
      `[,:][ \\t]*${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[ \\t]*(?:$|[,;)|\\t]|[–—-]\\s))`,
      'mu',
    ).test(documentText);
  const places = new Set(
    [...namesBy].filter(([word, names]) => names.size >= 2 && writtenAsPlace(word)).map(([word]) => word),
  );
  if (places.size === 0) return entries;
  return entries.map((entry) =>
    places.has(lastWord(entry.company))
      ? { ...entry, company: entry.company.split(/\s+/).slice(0, -1).join(' ') }
      : entry,
  );
}

/** The entry that last named its employer: its heading's parts and how they were read. */
interface Group {
  parts: readonly Part[];
  choice: Choice;
  /** The employer has dates of its own that hold its roles' dates: its roles are surely its own. */
  dated?: boolean;
}

/**
 * A further role under the employer named above the previous one ("Brightmoor Ltd" over "Store Manager\t2022 –
 * Present", then "Department Supervisor – Garden Centre\t2019 – 2022"): the entry's heading is its dates' line
 * alone, a dashed role, and the group's first entry had its title on its dates' line and its employer on a line
 * above (a group's heading). What follows the dash qualifies the role; the employer is the group's. Returns the
 * role, or null.
 */
function furtherRole(
  heading: readonly ResumeLine[],
  parts: readonly Part[],
  group: Group | null,
): string | null {
  if (heading.length !== 1 || !group?.choice.company) return null;
  const [titleSlot = '', companySlot = ''] = group.choice.layout.split('|');
  if (!titleSlot.startsWith('0:') || !companySlot.startsWith('-')) return null;
  const place = namesPlace(group.parts.filter((p) => p.slot.startsWith('-')));
  return dashedRole(parts, '0', place) ?? qualifiedRole(parts, place, group.dated === true);
}

/**
 * A role written "Title, Qualifier" on its dates' line under its group's employer ("Operations Manager, Inbound"):
 * what follows the comma names no organisation, and is no place ("Seattle, WA"; a lone word only when the group
 * names no place of its own), so it finishes the title. Returns the whole role, or null.
 */
function qualifiedRole(parts: readonly Part[], placeElsewhere: boolean, sureGroup = false): string | null {
  const own = parts.filter((p) => lineOf(p) === '0');
  const [first, second] = own;
  if (own.length !== 2 || !first || !second || second.joiner !== ', ') return null;
  const lone = isPlacePart(second.text) && !looksLikeLocation(second.text);
  // An acronym or an ampersand alone ("ICU", "Drilling & Wells") names no organisation; an organisation word does,
  // unless the group's employer holds the role's dates in its own: then only a legal form makes another employer
  // ("Manager, Technology Consulting" under "Gulfmark Advisory W.L.L.<tab>Mar 2019 – Present").
  const named = sureGroup ? endsInLegalForm(second.text) : companyScore(second.text) >= 2;
  if (named || looksLikeLocation(second.text) || (lone && !placeElsewhere)) return null;
  return `${first.text}${second.joiner}${second.text}`;
}

/** The layout most of the choices share, when at least two agree and they are at least half of them. */
function mostShared(choices: readonly Choice[], least: number): string | null {
  const counts = new Map<string, number>();
  for (const choice of choices) counts.set(choice.layout, (counts.get(choice.layout) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= least && best[1] * 2 >= choices.length ? best[0] : null;
}

/**
 * The layout most of the résumé's clear entries share (title and employer in the same slots), when at least two
 * agree and they are at least half of the clear ones: entries follow one template, so an unclear entry is read
 * like its neighbours. Without such a layout, one that three or more of all its entries share, more than half of
 * them (employers named without an organisation word, "Nilüfer Otomotiv Sanayi A.Ş.", still sit in one place).
 */
function sharedLayout(choices: readonly Choice[]): string | null {
  return (
    mostShared(
      choices.filter((choice) => choice.sure),
      2,
    ) ?? mostShared(choices, 3)
  );
}

/**
 * An employer's name that has ended: with its legal form ("Okoro & Co.", "Acme Ltd") or a closing bracket
 * ("Okoro & Co. (Chartered Accountants)"). Nothing on the next line continues it.
 */
const isCompleteName = (text: string) =>
  /\)$/.test(text) || legalFormEnd.test(text.split(/\s+/).at(-1) ?? '') || endsInLegalForm(text);

/**
 * "Title — Acme\tSep 2022 – Present" over "Pagamentos, Florianópolis": right-aligned dates left the employer too
 * little room and its name went on under the line, before the place. The dates' line already has a title and an
 * employer after it; the line below starts with a short piece without a role in it, then a comma and a place. The
 * piece finishes the employer's name.
 */
function wrappedEmployer(
  parts: readonly Part[],
  line: ResumeLine,
  below: ResumeLine | undefined,
): { parts: Part[]; line: ResumeLine } | null {
  if (
    !below ||
    !/\t/.test(line.text) ||
    isDescription(below) ||
    isProse(below) ||
    findDateRanges(below.text).length > 0
  )
    return null;
  // The line is not a place alone ("Toronto, ON").
  if (looksLikeLocation(below.text)) return null;
  const pieces = below.text.trim().split(/,\s*/);
  const place = pieces.at(-1) ?? '';
  const rest = pieces.slice(0, -1).join(', ');
  if (!rest || !isPlace(place) || titleScore(rest) > 0 || rest.split(/\s+/).length > 4) return null;
  const last = parts.at(-1);
  const titled = parts.slice(0, -1).some((p) => titleScore(p.text) >= 2);
  if (!last || !titled || titleScore(last.text) > 0 || isCompleteName(last.text)) return null;
  // A whole name of its own below ("Veterinarian – Small Animals" over "Pati Hayvan Hastanesi A.Ş., Istanbul") is
  // the employer, and what followed the title's dash only qualified it.
  if (isCompleteName(rest) && companyScore(rest) >= 2 && companyScore(last.text) <= 0) return null;
  return { parts: [...parts.slice(0, -1), { ...last, text: `${last.text} ${rest}` }], line: below };
}

/**
 * A line that names an employer and no role: with an organisation word ("Tri-County Cold Storage LLC"), or a name
 * and a place set apart by a tab or a long dash ("Bâtiments Laurentiens Ltée<tab>Gatineau, QC").
 */
function isEmployerLine(line: ResumeLine): boolean {
  if (isDescription(line) || isProse(line) || titleScore(line.text) >= 2) return false;
  if (companyScore(line.text) > 0) return true;
  // The employer's length of service beside it ("Petroleum Development Oman, Fahud, Oman<tab>13 yrs 2 mos") is
  // neither name nor place.
  const text = line.text.replace(lengthOfTime, ' ').trim();
  const [name, place, ...more] = text.split(/\t+|\s[—–]\s/).map((piece) => piece.trim());
  if (name && place) return more.length === 0 && isPlacePart(place) && !isPlacePart(name);
  // A name, then its town and country after commas ("Petroleum Development Oman, Fahud, Oman").
  const [first = '', ...after] = text.split(/,\s*/);
  return after.length >= 2 && looksLikeLocation(after.join(', ')) && !isPlacePart(first);
}

/**
 * A line that only says where: a town and its region or country ("Seattle, WA"), or a town, its region and its
 * country written out ("Greensboro, North Carolina, United States"); never a line naming an organisation or a role,
 * nor an employer before its town ("Kroger, Dayton, OH").
 */
function isPlaceLine(line: ResumeLine): boolean {
  const parts = line.text.split(/,\s*/);
  const last = parts.at(-1) ?? '';
  return (
    looksLikeLocation(line.text) &&
    !/\s[—–-]\s|\t/.test(line.text) &&
    (isPlace(parts[0] ?? '') || (parts.length === 2 && isTownName(parts[0] ?? ''))) &&
    companyScore(line.text) <= 0 &&
    titleScore(line.text) <= 0 &&
    (parts.length === 2 || (last.length > 3 && countryNames.has(last.toLowerCase())))
  );
}

/**
 * Whether the section's employers head their groups: its first entry has its title on its dates' line and, on the
 * line above, an employer ("Keller Logistics, Inc. — Columbus, OH" over "Director of Operations\tMarch 2021 –
 * Present"). Then an employer line just above a later entry's dates is that entry's group, not the one before.
 */
function employersHeadGroups(lines: readonly ResumeLine[], anchors: readonly Anchor[]): boolean {
  const [first] = anchors;
  if (!first) return false;
  // An employer line under an entry's dates, with the entry's description or nothing after it ("Dar Al-Handasah,
  // Giza" under the last role), says the résumé puts employers below their roles.
  const below = anchors.some((anchor) => {
    const under = lines[anchor.index + 1];
    const after = lines[anchor.index + 2];
    return under !== undefined && isEmployerLine(under) && (!after || isDescription(after) || isProse(after));
  });
  if (below) return false;
  const dates = lines[first.index];
  const above = lines[first.index - 1];
  if (!dates || !above) return false;
  const title = partsOfLine(dates, [first.range], 0, 100).some((p) => titleScore(p.text) >= 2);
  return title && isEmployerLine(above);
}

/**
 * An entry's heading lines around its dates and the parts they split into: up to two lines above the dates that
 * are not the previous entry's description, the dates' line, and the line below when the title or the employer is
 * still missing.
 */
function headingOf(
  lines: readonly ResumeLine[],
  anchor: Anchor,
  previousAnchor: number,
  nextAnchor: number,
  taken: ReadonlySet<ResumeLine>,
  sectionStarts: ReadonlySet<ResumeLine>,
  groupsAbove: boolean,
  headedStarts: ReadonlySet<ResumeLine>,
): { lines: ResumeLine[]; parts: Part[] } {
  const line = lines[anchor.index];
  if (!line) return { lines: [], parts: [] };
  const heading: ResumeLine[] = [line];
  let parts = partsOfLine(line, [anchor.range], 0, 100);
  const hasTitle = () => parts.some((p) => titleScore(p.text) >= 2);
  // The two lines above the next entry's dates, the second naming a role, are the next group's employer and its
  // first title, not this entry's. So is the one line above them when the next entry's title is on its dates'
  // line and the section's employers head their groups.
  const roleAbove = lines[nextAnchor - 1];
  const nextLine = lines[nextAnchor];
  const nextTitled =
    nextLine !== undefined &&
    partsOfLine(nextLine, findDateRanges(nextLine.text), 0, 100).some((p) => titleScore(p.text) >= 2);
  const startsNextGroup = (i: number) =>
    nextAnchor < lines.length &&
    roleAbove !== undefined &&
    !isDescription(roleAbove) &&
    hasTitle() &&
    ((i === nextAnchor - 2 && titleScore(roleAbove.text) >= 2) ||
      (groupsAbove && i === nextAnchor - 1 && nextTitled && isEmployerLine(roleAbove)));
  const wrapped = startsNextGroup(anchor.index + 1)
    ? null
    : wrappedEmployer(parts, line, lines[anchor.index + 1]);
  if (wrapped) {
    parts = wrapped.parts;
    heading.push(wrapped.line);
  }
  for (let i = anchor.index - 1, distance = 1; i > previousAnchor && distance <= 2; i -= 1, distance += 1) {
    const above = lines[i];
    const below = lines[i + 1];
    if (!above || isDescription(above) || taken.has(above) || (below && sectionStarts.has(below))) break;
    // A place alone ("Greensboro, North Carolina, United States") ends the entry above.
    if (isPlaceLine(above)) break;
    // Prose above the dates is the previous entry's description, unless it names a role or an employer.
    if (isProse(above) && titleScore(above.text) < 2 && companyScore(above.text) <= 0) break;
    heading.unshift(above);
    parts = [...partsOfLine(above, [], -distance, 100 - distance * 10), ...parts];
  }
  // A part after a dash may only finish the title before it ("Site Engineer – Bridges"): not yet an employer.
  // Nor is the title itself, whatever capitals it has ("Driver (CDL-A)").
  const complete = () =>
    parts.some((p) => titleScore(p.text) >= 2) &&
    parts.some((p) => !p.afterDash && companyScore(p.text) > 0 && titleScore(p.text) < 2);
  // Lines below the dates while the title or the employer is still missing (dates alone on the line above the
  // title, then the employer).
  for (
    let i = anchor.index + 1, distance = 1;
    i < nextAnchor && distance <= 2 && !complete();
    i += 1, distance += 1
  ) {
    const below = lines[i];
    if (!below || isDescription(below) || isProse(below) || findDateRanges(below.text).length > 0) break;
    // A section under a heading line of its own starts below ("Earlier career"): its lines are not those of an entry
    // that has a part.
    if (headedStarts.has(below) && parts.length > 0) break;
    // A place alone below the dates is where the job was; what follows it is the next entry's.
    if (isPlaceLine(below)) break;
    const more = partsOfLine(below, [], distance, 200 + distance * 10);
    // The line just above the next entry's dates, naming a role, is that entry's heading when this one has a title.
    // The last entry has no next one: its last line is its own.
    const nextHeading =
      i === nextAnchor - 1 &&
      nextAnchor < lines.length &&
      more.some((p) => titleScore(p.text) >= 2) &&
      hasTitle();
    if (nextHeading) break;
    if (startsNextGroup(i)) break;
    // A qualifier after the title's comma or dash does not yet name the employer (as in `complete`).
    const named = parts.filter((p) => !isPlace(p.text) && !p.afterDash).length;
    if (named >= 2 && !more.some((p) => titleScore(p.text) >= 2 || companyScore(p.text) > 0)) break;
    parts = [...parts, ...more];
    heading.push(below);
  }
  return { lines: heading, parts };
}

/** Education entries: a degree and an institution, with the year it ended. */
export function findEducation(lines: readonly ResumeLine[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let current: { lines: ResumeLine[] } | null = null;
  const close = () => {
    if (!current) return;
    const parts = current.lines
      .flatMap((line) => line.text.split(/\t|\s+[|•·–—]\s+|,\s+|\s+-\s+/))
      .map((p) => p.trim());
    const institution = parts.find((p) => isInstitution(p)) ?? '';
    const degree = parts.find((p) => p !== institution && isDegree(p)) ?? '';
    if (institution || degree) {
      const first = current.lines[0];
      const last = current.lines.at(-1);
      entries.push({
        institution,
        degree,
        end: lastYear(current.lines.map((l) => l.text).join(' ')),
        confidence: institution && degree ? 0.8 : 0.5,
        start_offset: first?.start ?? 0,
        end_offset: last ? last.start + last.text.length : 0,
      });
    }
    current = null;
  };
  for (const line of lines) {
    const starts = isInstitution(line.text) || isDegree(line.text);
    const hasBoth =
      (current?.lines ?? []).some((l) => isInstitution(l.text)) &&
      (current?.lines ?? []).some((l) => isDegree(l.text));
    if (starts && (!current || hasBoth)) {
      close();
      current = { lines: [line] };
    } else if (current && !bullet.test(line.text) && current.lines.length < 4) current.lines.push(line);
  }
  close();
  return entries;
}
