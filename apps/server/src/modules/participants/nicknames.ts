/**
 * Common English nicknames, each group one given name and its usual short forms. The duplicate check treats two
 * names of one group as the same first name ("Kate" may be "Katherine"). Lower case.
 */
const NICKNAME_GROUPS: readonly (readonly string[])[] = [
  ['william', 'bill', 'billy', 'will', 'willie', 'liam'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby', 'betsy'],
  ['katherine', 'kate', 'katie', 'kathy', 'kat', 'kathryn', 'catherine', 'cathy', 'kay'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['joseph', 'joe', 'joey'],
  ['michael', 'mike', 'mikey', 'mick'],
  ['thomas', 'tom', 'tommy'],
  ['samuel', 'sam', 'sammy'],
  ['samantha', 'sam', 'sammy'],
  ['david', 'dave', 'davey'],
  ['john', 'jon', 'jonathan', 'johnny', 'jack', 'jonny'],
  ['anna', 'ann', 'anne', 'annie', 'hannah'],
  ['mary', 'molly', 'polly', 'mae', 'marie'],
  ['margaret', 'maggie', 'peggy', 'meg', 'marge'],
  ['richard', 'rick', 'ricky', 'dick', 'rich'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['daniel', 'dan', 'danny'],
  ['matthew', 'matt'],
  ['christopher', 'chris', 'kit'],
  ['christine', 'chris', 'chrissy', 'tina', 'christina'],
  ['patricia', 'pat', 'patty', 'trish'],
  ['patrick', 'pat', 'paddy'],
  ['jennifer', 'jen', 'jenny'],
  ['susan', 'sue', 'susie', 'suzanne'],
  ['deborah', 'debbie', 'deb'],
  ['rebecca', 'becky', 'becca'],
  ['victoria', 'vicky', 'tori'],
  ['alexander', 'alex', 'al', 'sandy'],
  ['alexandra', 'alex', 'sandra', 'sandy'],
  ['benjamin', 'ben', 'benny'],
  ['nicholas', 'nick', 'nicky'],
  ['anthony', 'tony'],
  ['andrew', 'andy', 'drew'],
  ['steven', 'stephen', 'steve'],
  ['timothy', 'tim', 'timmy'],
  ['gregory', 'greg'],
  ['peter', 'pete'],
  ['kenneth', 'ken', 'kenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['lawrence', 'larry'],
  ['frederick', 'fred', 'freddie'],
  ['henry', 'hank', 'harry'],
  ['harold', 'harry', 'hal'],
  ['walter', 'walt', 'wally'],
  ['joshua', 'josh'],
  ['zachary', 'zach', 'zack'],
  ['nathaniel', 'nathan', 'nate'],
  ['abigail', 'abby', 'gail'],
  ['dorothy', 'dot', 'dottie', 'dolly'],
  ['barbara', 'barb', 'barbie'],
  ['theresa', 'teresa', 'terry', 'tess'],
  ['virginia', 'ginny', 'ginger'],
  ['evelyn', 'evie', 'eve'],
  ['eleanor', 'ellie', 'nora', 'ella'],
  ['josephine', 'jo', 'josie'],
  ['jacqueline', 'jackie'],
  ['judith', 'judy'],
  ['sarah', 'sara', 'sally', 'sadie'],
  ['agnes', 'aggie', 'nessa'],
  ['ruth', 'ruthie'],
  ['raymond', 'ray'],
  ['gerald', 'gerry', 'jerry'],
  ['leonard', 'leo', 'len', 'lenny'],
  ['douglas', 'doug'],
  ['gabriel', 'gabe'],
  ['gabrielle', 'gabby'],
  ['isabella', 'bella', 'izzy', 'isabel'],
  ['olivia', 'liv', 'livvy'],
  ['madeline', 'maddie', 'madison'],
  ['vincent', 'vince', 'vinny'],
  ['jeffrey', 'jeff'],
  ['philip', 'phil'],
  ['louis', 'lou'],
  ['louise', 'lou', 'lulu'],
  ['frances', 'fran', 'frankie'],
  ['francis', 'frank', 'frankie'],
  ['franklin', 'frank'],
];

const FORMS = new Map<string, Set<string>>();
for (const group of NICKNAME_GROUPS) {
  for (const name of group) {
    const forms = FORMS.get(name) ?? new Set<string>();
    for (const other of group) forms.add(other);
    FORMS.set(name, forms);
  }
}

/** The given name and every name that shares a nickname group with it, lower case (the name itself included). */
export function nameForms(firstName: string): string[] {
  const key = firstName.trim().toLowerCase();
  return [...(FORMS.get(key) ?? new Set([key]))];
}

/** True when the two first names are different forms of one name (a nickname and its given name, or two nicknames). */
export function areNicknames(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  return x !== y && (FORMS.get(x)?.has(y) ?? false);
}
