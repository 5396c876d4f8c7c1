import { Hono, type MiddlewareHandler } from "hono";
import { DEV_OUTBOX_PATH } from "../../src/adapters/rib/contract/paths";
import { registerAuthRoutes } from "./signIn/authRoutes";
import { registerConfigRoutes } from "./config/configRoutes";
import { registerCustomerRoutes } from "./customer/customerRoutes";
import { registerSecureImageChangeRoute } from "./customer/secureImageChange";
import { OffsetClock } from "./kernel/clock";
import { registerDevClock } from "./dev/clock";
import { FaultInjector } from "./dev/faults";
import { registerSessionRoutes } from "./session/sessionRoutes";
import { registerFeedbackRoutes } from "./feedback/feedbackRoutes";
import { registerEnquiryRoutes } from "./enquiry/enquiryRoutes";
import { registerDashboardRoutes } from "./dashboard/dashboardRoutes";
import { registerInsightsRoutes } from "./insights/insightsRoutes";
import { registerStatementRoutes } from "./statements/statementRoutes";
import { registerAccountListRoutes } from "./accounts/accountListRoutes";
import { registerAccountRoutes } from "./accounts/accountRoutes";
import { registerSecurityRoutes } from "./security/securityRoutes";
import { registerTransactionRoutes } from "./transaction/transactionRoutes";
import { registerTransferRoutes } from "./transfers/transferRoutes";
import { registerFavouriteRoutes } from "./favourites/favouriteRoutes";
import { registerFtEnquiryRoutes } from "./ftEnquiry/ftEnquiryRoutes";
import { registerBeneficiaryRoutes } from "./beneficiary/beneficiaryRoutes";
import { ApiError } from "./kernel/http/ApiError";
import { limitBody } from "./kernel/http/bodyLimit";
import type { AppDeps, AppEnv, RequestState } from "./kernel/http/context";
import { audit } from "./kernel/auth/audit";
import { apiGuard, securityHeaders } from "./kernel/http/middleware";
import { registerOpenApiRoute } from "./kernel/http/openapiRoute";
import { answerUndeclared, callRouter } from "./kernel/http/pipeline";
import { registerOtpRoutes } from "./otp/otpRoutes";
import { createServices } from "./kernel/services";
import { readOutbox } from "./kernel/sms/DevOutboxSmsGateway";
import { registerStaticFiles } from "./static/spa";

/**
 * Refusals that point at a forged, replayed or hijacked request rather than a customer's mistake:
 * each writes an audit row (event `REQUEST_REFUSED`, the code as its outcome).
 */
const AUDITED_REFUSALS: ReadonlySet<string> = new Set([
  "REQUEST.REPLAYED",
  "REQUEST.INTEGRITY",
  "SESSION.TOKEN_MISMATCH",
  "SESSION.SFAUTH_INVALID",
]);

async function auditRefusal(deps: AppDeps, state: RequestState | undefined, code: string): Promise<void> {
  try {
    await audit(deps.db, {
      event: "REQUEST_REFUSED",
      username: state?.session?.username ?? null,
      ip: state?.ip ?? "unknown",
      outcome: code,
      at: deps.clock.now(),
    });
  } catch {
    // The refusal is answered even when its audit row cannot be written.
    console.error(`Audit row of a refused request (${code}) not written.`);
  }
}

/** Builds the reference bank server as a Hono app (tests call `app.request(...)`; main.ts serves it). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const services = createServices(deps);
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders(deps.config));
  app.onError(async (error, c) => {
    if (error instanceof ApiError) {
      if (AUDITED_REFUSALS.has(error.code)) await auditRefusal(deps, c.get("req"), error.code);
      return c.json(error.body(), error.status as 400);
    }
    console.error(`Unexpected error on ${c.req.method} ${c.req.path}: ${error.name}: ${error.message}`);
    return c.json(
      {
        status: 500,
        statusMsg: "We are unable to process your request. Please try after some time.",
        code: "SERVER.ERROR",
      },
      500,
    );
  });

  const bodyLimit = limitBody();
  // A GET or HEAD has no body here (the Node adapter gives it none); asking for one would build a
  // full web Request for every read (docs/PERFORMANCE.md, "Server reads under load").
  const limit: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : bodyLimit(c, next);
  const guard = apiGuard(deps.db, services.sessions, deps.clock);
  // Fault injection for tests: never in production.
  const faults = deps.config.isProduction ? null : new FaultInjector();
  faults?.register(app);
  if (!deps.config.isProduction && deps.clock instanceof OffsetClock) registerDevClock(app, deps.clock);
  registerOpenApiRoute(app);
  const faulty = faults === null ? [] : [faults.middleware()];
  // Every call of the endpoint table runs behind the guard, its session gate and the body limit;
  // those under a service root (not sign-in and sign-out) also behind the fault injection. The
  // gate comes before the body limit, so a call without the session it needs is refused before
  // any of its body is read (docs/SECURITY.md).
  const router = callRouter(app, services, (call, sessionGate) => [
    guard(call),
    ...(call.root === "app" ? [] : faulty),
    sessionGate,
    limit,
  ]);
  registerConfigRoutes(router);
  registerAuthRoutes(router);
  registerOtpRoutes(router);
  registerCustomerRoutes(router);
  registerSessionRoutes(router);
  registerTransactionRoutes(router);
  registerSecureImageChangeRoute(router);
  registerSecurityRoutes(router);
  registerFeedbackRoutes(router);
  registerAccountListRoutes(router);
  registerAccountRoutes(router);
  registerEnquiryRoutes(router);
  registerDashboardRoutes(router);
  registerInsightsRoutes(router);
  registerStatementRoutes(router);
  registerTransferRoutes(router);
  registerFavouriteRoutes(router);
  registerFtEnquiryRoutes(router);
  registerBeneficiaryRoutes(router);
  answerUndeclared(router);

  if (!deps.config.isProduction) {
    app.get(DEV_OUTBOX_PATH, async (c) =>
      c.json(await readOutbox(deps.db), 200, { "Cache-Control": "no-store" }),
    );
  }
  registerStaticFiles(app, deps.config.distDir);
  return app;
}
