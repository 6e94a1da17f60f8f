/** The fields of `next` whose value is not the one in `current`: what an edit form sends. */
export function changedFields<T extends object>(next: T, current: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== current[key as keyof T]),
  ) as Partial<T>;
}
