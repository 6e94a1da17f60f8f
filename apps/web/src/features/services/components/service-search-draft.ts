/** What was typed into the finder's loading skeleton, and whether its search box had the focus. */
export interface SearchDraft {
  text: string;
  focused: boolean;
  /** Where the caret was. */
  caret: number;
}

let draft: SearchDraft | null = null;

/**
 * Kept by the skeleton's search box as the person types and moves the focus, and cleared when the skeleton goes
 * (after the real box, rendered in the same commit, has read it): leaving the page while it loads must not bring the
 * words back on a later visit.
 */
export function keepSearchDraft(next: SearchDraft | null): void {
  draft = next;
}

/** What the skeleton's search box holds, for the real box that replaces it. */
export function searchDraft(): SearchDraft | null {
  return draft;
}
