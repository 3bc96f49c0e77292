// Changes to accounts inside this API process, told by the `users` real-time event every write
// to a user emits after its commit (create, edit, status, delete, permissions, properties). The
// in-process caches that depend on users listen here: the session cache (lib/tokens.ts) and the
// list counts (lib/paging.ts). Other instances are not told: their caches expire (ADR 009).

/** `userId` 0 means "some users" (a bulk import): listeners drop everything. */
export type UserChangeListener = (userId: number) => void;

export type UserChanges = {
  changed(userId: number): void;
  onChange(listener: UserChangeListener): void;
};

export function createUserChanges(): UserChanges {
  const listeners: UserChangeListener[] = [];
  return {
    changed(userId) {
      for (const l of listeners) l(userId);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
