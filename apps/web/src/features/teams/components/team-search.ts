/** Lower case, accents removed, runs of spaces as one: "  Élders   program" → "elders program". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** The teams whose name contains the search text (any case, accents ignored); all of them for an empty text. */
export function filterTeamsByName<T extends { name: string }>(teams: readonly T[], text: string): T[] {
  const wanted = normalise(text);
  if (wanted === '') return [...teams];
  return teams.filter((team) => normalise(team.name).includes(wanted));
}
