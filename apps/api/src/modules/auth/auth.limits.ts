// The limits of the public auth calls (ADR 008), counted in PostgreSQL so several API instances
// share them. Sign-in counts failed attempts only, per account and per client address; recovery
// counts requests per e-mail and per address; code checks and resets (one counter: both take a
// recovery code) and registrations count requests per address.
import type { Request, Response } from 'express';
import type { AppContext } from '../../context.ts';
import { addressKey, ensureOpen, takeOne, type Rule } from '../../lib/rate-limit.ts';

/** What sign-in asks of its limit, by the account's key (see `accountKey` in auth.service.ts). */
export type SignInGuard = {
  /** Refuses (429, not counted) while the account or the address has no failed attempt left. */
  check(account: string): Promise<void>;
  /** Counts a failed attempt; the one past a limit is refused (429) instead. */
  failed(account: string): Promise<void>;
};

export function authLimits({ cfg, limits }: AppContext) {
  const login = { windowMin: cfg.LOGIN_RATE_LIMIT_WINDOW_MIN };
  const auth = { windowMin: cfg.AUTH_RATE_LIMIT_WINDOW_MIN };
  const loginAccount = limits.counter('login-account', { ...login, max: cfg.LOGIN_RATE_LIMIT_MAX });
  const loginAddress = limits.counter('login-ip', { ...login, max: cfg.LOGIN_RATE_LIMIT_IP_MAX });
  const recoverEmail = limits.counter('recover-email', { ...auth, max: cfg.RECOVER_RATE_LIMIT_MAX });
  const recoverAddress = limits.counter('recover-ip', { ...auth, max: cfg.RECOVER_RATE_LIMIT_IP_MAX });
  const codeAddress = limits.counter('reset-code-ip', { ...auth, max: cfg.RESET_RATE_LIMIT_MAX });
  const registerAddress = limits.counter('register-ip', { ...auth, max: cfg.REGISTER_RATE_LIMIT_MAX });

  const address = (req: Request) => addressKey(req.ip);

  return {
    signIn(req: Request, res: Response): SignInGuard {
      const rules = (account: string): Rule[] => [
        { counter: loginAccount, key: account },
        { counter: loginAddress, key: address(req) },
      ];
      return {
        check: (account) => ensureOpen(res, rules(account)),
        failed: (account) => takeOne(res, rules(account)),
      };
    },
    /** `email` as recovery looks it up (trimmed, lower case). */
    recover: (req: Request, res: Response, email: string) =>
      takeOne(res, [
        { counter: recoverEmail, key: email.trim().toLowerCase() },
        { counter: recoverAddress, key: address(req) },
      ]),
    resetCode: (req: Request, res: Response) => takeOne(res, [{ counter: codeAddress, key: address(req) }]),
    register: (req: Request, res: Response) => takeOne(res, [{ counter: registerAddress, key: address(req) }]),
  };
}
