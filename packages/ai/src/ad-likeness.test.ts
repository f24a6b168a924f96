import { describe, expect, it } from 'vitest';
import {
  adTermVector,
  KINDRED_WEIGHT,
  kindredKeys,
  likeness,
  sharedWords,
  termVector,
} from './ad-likeness.ts';

describe('ad likeness', () => {
  it('work history like the ad: 1 for the same words, 0 for none shared, function words and numbers left out', () => {
    const ad = termVector('Lead the night shift and the pick and pack teams');
    expect(likeness(ad, termVector('pick and pack teams; lead the night shift'))).toBeCloseTo(1, 6);
    expect(likeness(ad, termVector('The 30 of them and the rest'))).toBe(0);
    expect(likeness(ad, termVector(''))).toBe(0);
    const near = likeness(ad, termVector('Led night shifts of pickers'));
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1);
  });

  it('work history like the ad: the shared words are named as the ad writes them, the weightiest first', () => {
    const ad = termVector('Forklift safety, forklift training and dispatch');
    const history = termVector('Dispatch clerk; forklift licence; trained forklift drivers');
    expect(sharedWords(ad, history, 5)).toEqual(['forklift', 'dispatch', 'training']);
  });

  it('work history like the ad: a kindred word (same root, another ending) counts at a reduced weight', () => {
    const ad = adTermVector('Redactor creativo: transfer pricing documentation');
    const history = termVector('Redactora creativa; prix de transfert');
    // The plain vector of the ad shares none of these words…
    expect(likeness(termVector('Redactor creativo: transfer pricing documentation'), history)).toBe(0);
    // …the ad's meets "redactora", "creativa" and "transfert" as kindred words, each below a word it writes.
    const kindred = likeness(ad, history);
    expect(kindred).toBeGreaterThan(0);
    expect(kindred).toBeLessThan(likeness(ad, termVector('Redactor creativo; transfer pricing')));
    expect(likeness(ad, termVector('redactora'))).toBeCloseTo(
      KINDRED_WEIGHT * likeness(ad, termVector('redactor')),
      6,
    );
    // The same words still read alike as before, and at most 1.
    expect(likeness(ad, termVector('Redactor creativo: transfer pricing documentation'))).toBeCloseTo(1, 6);
    expect(likeness(ad, termVector('Redactora creativa redactores creativos transfert'))).toBeLessThanOrEqual(
      1,
    );
  });

  it('work history like the ad: short stems and words that go on much further are not kindred', () => {
    // "pick" is too short to have kindred words; "transfer" and "transportation" share only "trans".
    expect(kindredKeys('pick')).toEqual([]);
    const ad = adTermVector('Pick orders and transfer stock');
    expect(likeness(ad, termVector('Picky transportation'))).toBe(0);
  });

  it('work history like the ad: accents are folded, so a word written with or without them is the same', () => {
    const ad = adTermVector('Técnico de refrigeración');
    expect(likeness(ad, termVector('Tecnico de refrigeracion'))).toBeCloseTo(1, 6);
  });

  it('work history like the ad: words of another language than the ad’s English neither help nor count against', () => {
    const ad = adTermVector(
      'Warehouse team leader: forklift safety, stock counts and dispatch planning in SAP',
    );
    // A history in Dutch shares only "forklift", "SAP" and "dispatch" with the ad; its Dutch words are left out…
    const dutch = termVector('Teamleider magazijn: heftruck en forklift, voorraadtellingen in SAP, dispatch');
    expect(likeness(ad, dutch)).toBeCloseTo(likeness(ad, termVector('forklift SAP dispatch')), 6);
    // …while English words the ad does not write still count against a history, as before.
    const english = termVector('Forklift, SAP and dispatch; also painted fences and walked dogs');
    expect(likeness(ad, english)).toBeLessThan(likeness(ad, dutch));
    // An ad not written in English keeps every word of the history in the comparison.
    const dutchAd = adTermVector('Teamleider magazijn: leiding aan het team, voorraad, heftruck en planning');
    expect(likeness(dutchAd, termVector('Teamleider magazijn; schilderde hekken'))).toBeLessThan(
      likeness(dutchAd, termVector('Teamleider magazijn')),
    );
  });
});
