// Issue 3: schemas of this area.
export {};
