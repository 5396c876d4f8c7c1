import type { PasswordWhich } from "../../../src/adapters/rib/contract/security";

/**
 * Which passwords a customer must change before anything else after sign-in: the login password
 * when flagged or expired (its expiry date before the application date), the transaction
 * password when flagged; null when none.
 */
export function resetDue(
  user: {
    readonly login_reset_required: boolean;
    readonly txn_reset_required: boolean;
    readonly login_pwd_expiry: string | null;
  },
  appDate: string,
): PasswordWhich | null {
  const login =
    user.login_reset_required || (user.login_pwd_expiry !== null && user.login_pwd_expiry < appDate);
  const transaction = user.txn_reset_required;
  if (login && transaction) return "both";
  if (login) return "login";
  if (transaction) return "transaction";
  return null;
}
