/** Query keys are namespaced by the app that owns the data. */
export const queryKeys = {
  shell: {
    all: ['shell'] as const,
    me: () => ['shell', 'me'] as const,
  },
};
