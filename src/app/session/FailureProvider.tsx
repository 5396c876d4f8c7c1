import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { behaviourFor, errorMessageKey, GENERIC_ERROR_KEY } from "../../domain";
import { localText, translate, type LocalText } from "../i18n/localText";
import { useBank } from "../ServicesContext";
import { useAppState } from "../navigation/StateProvider";
import { logoutMutation } from "./sessionQueries";

/** A failed call as the screens see it (the adapter's `RibError` / the port's failure). */
export interface CallFailure {
  readonly status: number;
  readonly code: string;
  readonly statusMsg?: string;
  readonly body?: unknown;
}

/** Narrows a thrown value to a {@link CallFailure}. */
export function isCallFailure(value: unknown): value is CallFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    typeof value.status === "number" &&
    "code" in value &&
    typeof value.code === "string"
  );
}

/** State handed to `/logout` and `/error`: the i18n key of the reason shown there. */
export interface SignedOutState {
  readonly reasonKey?: string;
  /** How the reason is shown: a warning unless the sign-out ends a successful change. */
  readonly tone?: "success" | "warning";
  /** The reference number of the change that ended the session. */
  readonly referenceNumber?: string;
}

/** Extra facts of a sign-out reason: its tone and a reference number. */
export interface SignOutDetails {
  readonly tone?: "success" | "warning";
  readonly referenceNumber?: string;
}

/** The pages a sign-out can end on (spec 000 section 2). */
export type SignedOutPath = "/logout" | "/error";

interface FailureContextValue {
  /**
   * Carries out the behaviour of spec 000 section 8 for a failed call and returns the translated
   * message to show in place when the behaviour is to stay on the screen (else null).
   */
  handleFailure(error: unknown): string | null;
  /**
   * {@link FailureContextValue.handleFailure}, returning the message as its i18n key, for a
   * message that stays on screen and must follow a language switch.
   */
  handleFailureText(error: unknown): LocalText | null;
  /** The translated message to show in place for a failure, without acting on it (else null). */
  messageFor(error: unknown): string | null;
  /**
   * Signs out (server call, memory, cached answers) and shows `/logout` (or `/error`) with an
   * optional reason. A second call while one is under way does nothing.
   */
  signOut(reasonKey?: string, to?: SignedOutPath, details?: SignOutDetails): Promise<void>;
}

/** The dialog is its own chunk: most sessions never see it. */
const ServiceDialog = lazy(() => import("./ServiceDialog").then((m) => ({ default: m.ServiceDialog })));

const FailureContext = createContext<FailureContextValue | null>(null);

/**
 * The error catalogue carried out: 401/403/409 sign out to `/logout` (or back to sign-in), no
 * answer signs out with the connection-lost message, 400/500/503 open the service-response
 * dialog (not closable by Escape or a click outside), anything else is shown in place.
 */
export function FailureProvider({ children }: { readonly children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const bank = useBank();
  const { mutateAsync: logout } = useMutation(logoutMutation(bank));
  const navigate = useNavigate();
  const { isSignedIn, current, endSession, go } = useAppState();
  const queryClient = useQueryClient();
  const [isModalOpen, setModalOpen] = useState(false);
  const isInSession = isSignedIn || current !== "login";
  const signingOut = useRef(false);

  const signOut = useCallback(
    async (reasonKey?: string, to: SignedOutPath = "/logout", details: SignOutDetails = {}) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        await logout().catch(() => undefined);
        endSession();
        // Nothing of this customer stays in memory for the next one.
        queryClient.clear();
        go("login");
        const state: SignedOutState = reasonKey !== undefined ? { reasonKey, ...details } : {};
        navigate(to, { state });
      } finally {
        signingOut.current = false;
      }
    },
    [logout, endSession, go, navigate, queryClient],
  );

  /** The catalogue's message of a code, or the generic one when it has none. */
  const failureKey = useCallback(
    (code: string): string => {
      const key = errorMessageKey(code);
      return i18n.exists(key) ? key : GENERIC_ERROR_KEY;
    },
    [i18n],
  );

  const handleFailureText = useCallback(
    (error: unknown): LocalText | null => {
      if (!isCallFailure(error)) {
        setModalOpen(true);
        return null;
      }
      switch (behaviourFor({ status: error.status, isSignedIn: isInSession })) {
        case "logout":
          void signOut(error.status === 409 ? "errors:SESSION.SUPERSEDED" : errorMessageKey(error.code));
          return null;
        case "login":
          endSession();
          go("login", { notice: { tone: "error", key: errorMessageKey(error.code) } });
          return null;
        case "error":
          void signOut(
            error.status === 409 ? "errors:SESSION.SUPERSEDED" : errorMessageKey(error.code),
            "/error",
          );
          return null;
        case "offline":
          void signOut("common:connectionLost");
          return null;
        case "serviceModal":
          setModalOpen(true);
          return null;
        case "showMessage":
          return localText(failureKey(error.code));
      }
    },
    [isInSession, signOut, endSession, go, failureKey],
  );

  const handleFailure = useCallback(
    (error: unknown): string | null => {
      const text = handleFailureText(error);
      return text !== null ? translate(t, text) : null;
    },
    [handleFailureText, t],
  );

  const acknowledge = () => {
    setModalOpen(false);
    if (isSignedIn) go("dashboard");
    else {
      void logout().catch(() => undefined);
      endSession();
      go("login");
      navigate("/");
    }
  };

  const messageFor = useCallback(
    (error: unknown): string | null =>
      isCallFailure(error) &&
      behaviourFor({ status: error.status, isSignedIn: isInSession }) === "showMessage"
        ? t(failureKey(error.code))
        : null,
    [isInSession, t, failureKey],
  );

  const value = useMemo(
    () => ({ handleFailure, handleFailureText, signOut, messageFor }),
    [handleFailure, handleFailureText, signOut, messageFor],
  );
  return (
    <FailureContext.Provider value={value}>
      {children}
      {isModalOpen ? (
        <Suspense fallback={null}>
          <ServiceDialog onAcknowledge={acknowledge} />
        </Suspense>
      ) : null}
    </FailureContext.Provider>
  );
}

/** `handleFailure(error)`, `messageFor(error)` and `signOut(reasonKey?, to?)`. */
export function useFailure(): FailureContextValue {
  const value = useContext(FailureContext);
  if (value === null) throw new Error("useFailure needs a FailureProvider above it.");
  return value;
}

/**
 * Carries out the catalogue's behaviour for a query's error once; returns the message to show in
 * place, if any.
 */
export function useFailureOf(error: unknown): string | null {
  const { handleFailure, messageFor } = useFailure();
  useEffect(() => {
    if (error !== null && error !== undefined) handleFailure(error);
    // Each distinct error is handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return error === null || error === undefined ? null : messageFor(error);
}
