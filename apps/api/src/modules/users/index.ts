// Public surface of the users module: the presenter every module that answers a user uses.
export { presentUser, userInclude, type UserWithRelations } from './user.presenter.ts';
