/** A count with its noun in the right number: "1 thread", "0 threads", "1,250 threads". */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
