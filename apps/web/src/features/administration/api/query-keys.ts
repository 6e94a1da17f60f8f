/** Query keys of the administration feature, so a change can invalidate exactly what it touched. */
export const administrationKeys = {
  applications: ['applications', 'list'] as const,
  helpLinks: ['help-links', 'list'] as const,
  /** The plugin list as the server has it now (the shell's own copy is cached per browser session). */
  plugins: ['plugins', 'administration'] as const,
};
