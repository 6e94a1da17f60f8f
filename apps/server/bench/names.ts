/** Name lists for the synthetic data set, most frequent first (the generator picks with a skew). */

// prettier-ignore
export const FIRST_NAMES = [
  'Mary', 'John', 'Sarah', 'James', 'Anna', 'David', 'Elizabeth', 'Michael', 'Ruth', 'Joseph', 'Grace', 'Daniel',
  'Martha', 'Peter', 'Rose', 'Samuel', 'Emma', 'Thomas', 'Agnes', 'William', 'Katherine', 'Robert', 'Nora', 'Jacob',
  'Sophie', 'Walter', 'Ella', 'Paul', 'Lena', 'George', 'Helen', 'Frank', 'Alice', 'Henry', 'Olivia', 'Charles',
  'Esther', 'Andrew', 'Lucy', 'Moses', 'Hannah', 'Isaac', 'Clara', 'Simon', 'Irene', 'Nicholas', 'Julia', 'Victor',
  'Evelyn', 'Arthur', 'Marie', 'Edward', 'Louise', 'Harold', 'Theresa', 'Oscar', 'Dorothy', 'Abel', 'Vera', 'Alexie',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Johnson', 'John', 'Charlie', 'Ivanoff', 'Paul', 'Evan', 'Frank', 'Pete', 'Alexie', 'Nicolai', 'Andrews', 'Jimmie',
  'Oscar', 'Kameroff', 'Wassillie', 'Active', 'Okpik', 'Nanouk', 'Kasayulie', 'Nanalook', 'Sipary', 'Tikiun', 'Beans',
  'Smith', 'Brown', 'Williams', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Moore', 'Jackson', 'Martin',
  'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Hill', 'Green',
  'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans',
  'Edwards', 'Collins', 'Stewart', 'Morris', 'Rogers', 'Reed', 'Cook', 'Morgan', 'Bell', 'Murphy', 'Bailey', 'Cooper',
  'Kashatok', 'Kapotak', 'Kawagley', 'Kanrilak', 'Kiokun', 'Ayagalria', 'Chikoyak', 'Echavarria', 'Ulroan', 'Tunuchuk',
] as const;

export const PROGRAM_AREAS = [
  'Family Support',
  'Elder Care',
  'Housing',
  'Counseling',
  'Enrollment Services',
  'Youth Services',
  'Employment',
  'Food Security',
  'Education',
  'Health Navigation',
] as const;

export const REGIONS = ['Bethel', 'Nome', 'Kotzebue', 'Dillingham', 'Utqiagvik'] as const;

export const MAIL_DOMAINS = ['example.net', 'mail.example.com', 'example.org'] as const;
