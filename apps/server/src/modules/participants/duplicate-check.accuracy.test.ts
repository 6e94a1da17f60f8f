import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '#src/db/schema/index.ts';
import { createRandom, type Random } from '#src/platform/seeded-random.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

/**
 * Duplicate-check accuracy on a generated population: 700 people plus 300 variants of some of them (typos in
 * either name, nicknames, a one-digit or day/month slip in the date of birth). For each variant the check should
 * find the other records of the same person (recall) and little else (precision).
 */

const FIRST = [
  'William',
  'Robert',
  'Elizabeth',
  'Katherine',
  'James',
  'Joseph',
  'Michael',
  'Thomas',
  'Samuel',
  'David',
  'John',
  'Jonathan',
  'Anna',
  'Mary',
  'Margaret',
  'Richard',
  'Charles',
  'Edward',
  'Daniel',
  'Matthew',
  'Christopher',
  'Patricia',
  'Jennifer',
  'Susan',
  'Rebecca',
  'Benjamin',
  'Nicholas',
  'Anthony',
  'Andrew',
  'Steven',
  'Timothy',
  'Peter',
  'Ronald',
  'Walter',
  'Joshua',
  'Abigail',
  'Dorothy',
  'Barbara',
  'Evelyn',
  'Sarah',
  'Agnes',
  'Ruth',
  'Raymond',
  'Leonard',
  'Olivia',
  'Lena',
  'Ella',
  'Nora',
  'Grace',
  'Clara',
  'Harriet',
  'Esther',
  'Wassilie',
  'Nastasia',
  'Moses',
  'Aaron',
  'Isaac',
  'Vera',
  'Irene',
  'Helen',
  'Martha',
  'Lucy',
  'Alice',
  'Rose',
  'Frank',
  'George',
  'Arthur',
  'Oscar',
  'Victor',
  'Simon',
  'Paul',
  'Jacob',
  'Noah',
  'Ethan',
  'Mason',
  'Logan',
  'Lucas',
  'Owen',
  'Caleb',
  'Dylan',
  'Hazel',
  'Violet',
  'Stella',
  'Aurora',
  'Ivy',
  'Willow',
  'Emma',
  'Ava',
  'Mia',
  'Chloe',
  'Zoe',
  'Leah',
  'Naomi',
  'Sophie',
] as const;
const LAST = [
  'Andrews',
  'Nicolai',
  'Ivanoff',
  'Johnson',
  'Kameroff',
  'Wassillie',
  'Nanalook',
  'Oscar',
  'Sipary',
  'Tikiun',
  'Beans',
  'Jimmie',
  'Paul',
  'Active',
  'Alexie',
  'Andrew',
  'Beaver',
  'Charles',
  'Chase',
  'Evan',
  'Fisher',
  'George',
  'Hoover',
  'Hunter',
  'Jacob',
  'Jasper',
  'Kawagley',
  'Kelly',
  'Kinegak',
  'Lake',
  'Larson',
  'Lincoln',
  'Martin',
  'Moses',
  'Nelson',
  'Nick',
  'Olson',
  'Pavila',
  'Peter',
  'Phillip',
  'Pleasant',
  'Sam',
  'Samuelson',
  'Smith',
  'Steven',
  'Thomas',
  'Tobeluk',
  'Twitchell',
  'Wasuli',
  'White',
  'Williams',
  'Berlin',
  'Brown',
  'Carter',
  'Demientieff',
  'Egoak',
  'Friday',
  'Gregory',
  'Hanson',
  'Jackson',
  'Joe',
  'Kasayulie',
  'Keene',
  'Lomack',
  'Mark',
  'Matthew',
  'Mute',
  'Napoka',
  'Nicholai',
  'Noatak',
  'Owens',
  'Parks',
  'Rivers',
  'Sallison',
  'Slats',
  'Stone',
  'Tom',
  'Ulroan',
  'Venes',
  'Wise',
  'Wilson',
  'Young',
  'Anderson',
  'Baker',
  'Clark',
  'Davis',
  'Edwards',
  'Foster',
  'Garcia',
  'Harris',
  'Irwin',
  'Jones',
] as const;
const NICKNAMES: Record<string, string[]> = {
  William: ['Bill', 'Will', 'Billy'],
  Robert: ['Bob', 'Rob', 'Bobby'],
  Elizabeth: ['Liz', 'Beth', 'Betty'],
  Katherine: ['Kate', 'Katie', 'Kathy'],
  James: ['Jim', 'Jimmy'],
  Joseph: ['Joe', 'Joey'],
  Michael: ['Mike'],
  Thomas: ['Tom', 'Tommy'],
  Samuel: ['Sam'],
  David: ['Dave'],
  John: ['Jon', 'Johnny'],
  Jonathan: ['Jon'],
  Anna: ['Ann', 'Annie'],
  Mary: ['Molly'],
  Margaret: ['Maggie', 'Peggy'],
  Richard: ['Rick', 'Dick'],
  Charles: ['Charlie', 'Chuck'],
  Edward: ['Ed', 'Ted'],
  Daniel: ['Dan', 'Danny'],
  Matthew: ['Matt'],
  Christopher: ['Chris'],
  Patricia: ['Pat', 'Patty'],
  Jennifer: ['Jen', 'Jenny'],
  Susan: ['Sue'],
  Rebecca: ['Becky'],
  Benjamin: ['Ben'],
  Nicholas: ['Nick'],
  Anthony: ['Tony'],
  Andrew: ['Andy', 'Drew'],
  Steven: ['Steve'],
  Timothy: ['Tim'],
  Peter: ['Pete'],
  Ronald: ['Ron'],
  Walter: ['Walt'],
  Joshua: ['Josh'],
  Abigail: ['Abby'],
  Dorothy: ['Dot', 'Dottie'],
  Barbara: ['Barb'],
  Sarah: ['Sally'],
  Raymond: ['Ray'],
};

interface Person {
  firstName: string;
  lastName: string;
  dob: string;
  cluster: number;
  isVariant: boolean;
}

type Rng = Random;

function typo(rng: Rng, name: string): string {
  const letters = 'abcdefghijklmnoprstuvwy';
  // Keep the first letter: people rarely mistype it, and it keeps the variant recognisable.
  const i = 1 + rng.int(Math.max(1, name.length - 1));
  switch (rng.int(4)) {
    case 0:
      return name.slice(0, i) + rng.pick(letters.split('')) + name.slice(i + 1);
    case 1:
      return name.length > 3 ? name.slice(0, i) + name.slice(i + 1) : name + 'e';
    case 2:
      return name.slice(0, i) + name[i - 1] + name.slice(i);
    default:
      return i < name.length - 1 ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) : name + 's';
  }
}

function dobSlip(rng: Rng, dob: string): string {
  const [y, m, d] = dob.split('-') as [string, string, string];
  if (rng.int(2) === 0 && Number(d) <= 12 && d !== m) return `${y}-${d}-${m}`;
  for (;;) {
    const positions = [2, 3, 8, 9]; // decade, year, day digits: the slips that still give a real date most often
    const i = rng.pick(positions);
    const digit = String(rng.int(10));
    const candidate = dob.slice(0, i) + digit + dob.slice(i + 1);
    const date = new Date(`${candidate}T00:00:00Z`);
    if (candidate !== dob && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(candidate))
      return candidate;
  }
}

function generate(seed: number): Person[] {
  const rng = createRandom(seed);
  const people: Person[] = [];
  for (let i = 0; i < 700; i += 1) {
    const year = 1935 + rng.int(75);
    const month = 1 + rng.int(12);
    const day = 1 + rng.int(28);
    people.push({
      firstName: rng.pick(FIRST),
      lastName: rng.pick(LAST),
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      cluster: i,
      isVariant: false,
    });
  }
  for (let v = 0; v < 300; v += 1) {
    const base = people[rng.int(700)]!;
    const variant: Person = { ...base, isVariant: true };
    const changes = 1 + rng.int(2);
    for (let c = 0; c < changes; c += 1) {
      const kind = rng.int(4);
      if (kind === 0) {
        const nicks = NICKNAMES[base.firstName];
        variant.firstName = nicks ? rng.pick(nicks) : typo(rng, variant.firstName);
      } else if (kind === 1) variant.firstName = typo(rng, variant.firstName);
      else if (kind === 2) variant.lastName = typo(rng, variant.lastName);
      else variant.dob = dobSlip(rng, variant.dob);
    }
    people.push(variant);
  }
  return people;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signInAs(t.app, 'staff')).token;
});
afterAll(() => t.close());

describe('duplicate check accuracy', () => {
  it('finds typo and nickname variants with recall >= 0.9 at precision >= 0.8 on 1,000 generated people', async () => {
    const people = generate(20240603);
    // Ids in the participant-id alphabet, unique per index: "Q" + 3 base-30 symbols + "-TEST".
    const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
    const idOf = (i: number) =>
      `Q${alphabet[Math.floor(i / 900) % 30]}${alphabet[Math.floor(i / 30) % 30]}${alphabet[i % 30]}-TEST`;
    expect(people).toHaveLength(1000);
    const rows = people.map((p, i) => ({
      participantId: idOf(i),
      firstName: p.firstName,
      lastName: p.lastName,
      dob: p.dob,
    }));
    for (let i = 0; i < rows.length; i += 250)
      await t.database.db.insert(participants).values(rows.slice(i, i + 250));
    const clusterOf = new Map(people.map((p, i) => [idOf(i), p.cluster]));

    let truePositives = 0;
    let returned = 0;
    let expected = 0;
    let found = 0;
    for (let i = 0; i < people.length; i += 1) {
      const person = people[i]!;
      if (!person.isVariant) continue;
      const self = idOf(i);
      const relatives = people.flatMap((p, j) => (p.cluster === person.cluster && j !== i ? [idOf(j)] : []));
      const query = new URLSearchParams({
        firstName: person.firstName,
        lastName: person.lastName,
        dob: person.dob,
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/participants/check-duplicates?${query.toString()}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const hits = (response.json().items as { participant: { participantId: string } }[])
        .map((x) => x.participant.participantId)
        .filter((id) => id !== self);
      returned += hits.length;
      truePositives += hits.filter((id) => clusterOf.get(id) === person.cluster).length;
      expected += relatives.length;
      found += relatives.filter((id) => hits.includes(id)).length;
    }
    const precision = truePositives / returned;
    const recall = found / expected;
    console.info(
      `duplicate check: precision ${precision.toFixed(3)} (${truePositives}/${returned}), recall ${recall.toFixed(3)} (${found}/${expected})`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});
