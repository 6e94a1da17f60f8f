/**
 * A Map that keeps at most `limit` entries: setting a new key when full drops the oldest one (a Map iterates in
 * insertion order). For caches whose entries all live about as long, so the oldest is also the first to expire.
 */
export function createBoundedMap<K, V>(limit: number): Map<K, V> {
  const map = new Map<K, V>();
  const set = map.set.bind(map);
  map.set = (key: K, value: V) => {
    map.delete(key);
    if (map.size >= limit) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    return set(key, value);
  };
  return map;
}
