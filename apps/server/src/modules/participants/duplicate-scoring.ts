import { isValidIsoDate } from '@casework/contract';
import { areNicknames } from './nicknames.ts';

/** How a candidate's date of birth relates to the one typed. */
export type DobRelation = 'same' | 'day-month-swapped' | 'one-digit' | 'same-year' | 'different';

/** Dates of birth close enough to be a typing slip: the date itself, each one-digit change, day and month swapped. */
export function dobVariants(dob: string): string[] {
  const variants = new Set<string>([dob]);
  for (let i = 0; i < dob.length; i += 1) {
    if (dob[i] === '-') continue;
    for (let d = 0; d <= 9; d += 1) {
      const candidate = `${dob.slice(0, i)}${d}${dob.slice(i + 1)}`;
      if (isValidIsoDate(candidate)) variants.add(candidate);
    }
  }
  const swapped = `${dob.slice(0, 4)}-${dob.slice(8, 10)}-${dob.slice(5, 7)}`;
  if (isValidIsoDate(swapped)) variants.add(swapped);
  return [...variants].sort();
}

export function dobRelation(typed: string, stored: string): DobRelation {
  if (typed === stored) return 'same';
  if (stored === `${typed.slice(0, 4)}-${typed.slice(8, 10)}-${typed.slice(5, 7)}`)
    return 'day-month-swapped';
  if (typed.length === stored.length) {
    let differences = 0;
    for (let i = 0; i < typed.length; i += 1) if (typed[i] !== stored[i]) differences += 1;
    if (differences === 1) return 'one-digit';
  }
  return typed.slice(0, 4) === stored.slice(0, 4) ? 'same-year' : 'different';
}

const DOB_SCORES: Record<DobRelation, { score: number; reason: string | null }> = {
  same: { score: 1, reason: 'same date of birth' },
  'day-month-swapped': { score: 0.85, reason: 'date of birth with day and month swapped' },
  'one-digit': { score: 0.75, reason: 'date of birth differs by one digit' },
  'same-year': { score: 0.3, reason: 'same year of birth' },
  different: { score: 0, reason: null },
};

export interface NameFeatures {
  typed: string;
  stored: string;
  similarity: number;
  distance: number;
  soundsAlike: boolean;
  soundexAlike?: boolean;
}

interface Part {
  score: number;
  reason: string | null;
}

const normalise = (name: string) =>
  name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ');

function best(parts: Part[]): Part {
  return parts.reduce((a, b) => (b.score > a.score ? b : a), { score: 0, reason: null });
}

function nameScore(which: 'first' | 'last', f: NameFeatures): Part {
  if (normalise(f.typed) === normalise(f.stored)) return { score: 1, reason: `same ${which} name` };
  const short = Math.min(f.typed.length, f.stored.length) < 4;
  const parts: Part[] = [
    { score: f.distance === 1 ? (short ? 0.6 : 0.9) : 0, reason: `${which} name differs by one letter` },
    { score: f.distance === 2 && !short ? 0.75 : 0, reason: `${which} name differs by two letters` },
    { score: f.soundsAlike ? (which === 'last' ? 0.85 : 0.8) : 0, reason: `${which} name sounds alike` },
    { score: f.soundexAlike ? 0.7 : 0, reason: `${which} name sounds alike` },
    { score: f.similarity >= 0.3 ? f.similarity : 0, reason: `${which} name looks similar` },
  ];
  if (which === 'first' && areNicknames(f.typed, f.stored)) {
    const [given, nick] = f.stored.length >= f.typed.length ? [f.stored, f.typed] : [f.typed, f.stored];
    parts.push({ score: 0.9, reason: `${nick} is a nickname of ${given}` });
  }
  return best(parts);
}

/** Scores at or above this are reported as likely duplicates. Without a close date of birth none reaches it. */
export const DUPLICATE_THRESHOLD = 0.65;
const WEIGHTS = { dob: 0.4, last: 0.35, first: 0.25 };

/** The likelihood (0-1) that a stored record is the person typed, and why; null below the threshold. */
export function scoreDuplicate(input: {
  dob: { typed: string; stored: string };
  first: NameFeatures;
  last: NameFeatures;
}): { score: number; reasons: string[] } | null {
  const dob = DOB_SCORES[dobRelation(input.dob.typed, input.dob.stored)];
  const last = nameScore('last', input.last);
  const first = nameScore('first', input.first);
  const score = WEIGHTS.dob * dob.score + WEIGHTS.last * last.score + WEIGHTS.first * first.score;
  if (score < DUPLICATE_THRESHOLD) return null;
  const reasons = [dob, last, first].filter((p) => p.score >= 0.3 && p.reason !== null).map((p) => p.reason!);
  return { score: Math.round(score * 100) / 100, reasons };
}
