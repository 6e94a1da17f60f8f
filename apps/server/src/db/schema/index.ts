export * from './users.ts';
export * from './organisation.ts';
export * from './participants.ts';
export * from './logs.ts';
export * from './events.ts';
export * from './threads.ts';
export * from './live-updates.ts';
export * from './templates.ts';
