// Public surface of the users module: the presenter every module that answers a user uses, the
// one-statement reads of presentable users, and the in-process change notices.
export { presentUser, userInclude, type PresentableUser, type PresentedUser, type UserWithRelations } from './user.presenter.ts';
export { findPresentedUser, isoUtc, presentedUserJson } from './user.rows.ts';
export { createUserChanges, type UserChangeListener, type UserChanges } from './user-changes.ts';
