/** Query keys of the participants feature, so a change can invalidate exactly what it touched. */
export const participantKeys = {
  all: ['participants'] as const,
  list: (query: object) => ['participants', 'list', query] as const,
  detail: (participantId: string) => ['participants', 'detail', participantId] as const,
  duplicates: (query: object) => ['participants', 'duplicates', query] as const,
  profile: (participantId: string) => ['participants', 'detail', participantId, 'profile'] as const,
  files: (participantId: string) => ['participants', 'detail', participantId, 'files'] as const,
  verifications: (participantId: string) =>
    ['participants', 'detail', participantId, 'verifications'] as const,
  verificationQueue: ['participants', 'verification-queue'] as const,
  passphrase: (participantId: string) => ['participants', 'detail', participantId, 'passphrase'] as const,
  signInSource: (participantId: string) =>
    ['participants', 'detail', participantId, 'sign-in-source'] as const,
  signInSources: (participantId: string) =>
    ['participants', 'detail', participantId, 'sign-in-sources'] as const,
  sections: ['schema', 'sections'] as const,
};
