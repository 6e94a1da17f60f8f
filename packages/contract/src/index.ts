export * from './constants.ts';
export * from './errors.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/teams.ts';
export * from './schemas/plugins.ts';
export * from './schemas/health.ts';
export * from './rules/index.ts';
