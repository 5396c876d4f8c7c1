import { mutationOptions } from "@tanstack/react-query";
import type { BankCallOptions } from "../../domain";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { otpBinding, otpRequired, type Endpoint } from "../../adapters/rib/contract/endpoint";
import { endpoints, type EndpointName, type Endpoints } from "../../adapters/rib/contract/endpoints";
import type { GenerateOtpRequest } from "./flowQueries";

/** The request field a declaration's one-time code travels in (`otp.otacField`), or never. */
type OtacFieldOf<D> = D extends { readonly otp: { readonly otacField: infer F extends string } } ? F : never;

/** The request of a commit call as a feature maps it from its values: everything but the code's field. */
export type CommitRequest<N extends EndpointName> = N extends EndpointName
  ? Omit<BankCalls[N]["request"], OtacFieldOf<Endpoints[N]>>
  : never;

/**
 * A sensitive action's commit call: the endpoint and its request, made once from the form's
 * values with {@link flowCall} (with a union of names, each member pairs a name with its own
 * request). The one-time code is bound to this request (`otpBinding` of the
 * declaration) and this request is sent, so the values the code was sent for and the values
 * committed cannot differ.
 */
export type FlowCall<N extends EndpointName = EndpointName> = N extends EndpointName ? CallOf<N> : never;

/** One endpoint's commit call (a member of {@link FlowCall}). */
interface CallOf<N extends EndpointName> {
  readonly endpoint: N;
  readonly request: CommitRequest<N>;
}

/** Names a commit call; the request is checked against the endpoint's request schema. */
export function flowCall<K extends EndpointName>(endpoint: K, request: CommitRequest<K>): FlowCall<K> {
  // The pair of one name and its own request is the member of the union for that name.
  return { endpoint, request } as CallOf<K> as FlowCall<K>;
}

/** A call as the table's common shape reads it: its declaration and its request's fields. */
function partsOf<N extends EndpointName>(
  call: FlowCall<N>,
): { readonly declaration: Endpoint; readonly request: Readonly<Record<string, unknown>> } {
  // Each member of FlowCall<N> pairs a name of the table with a request object of that call.
  const wide = call as unknown as {
    readonly endpoint: EndpointName;
    readonly request: Record<string, unknown>;
  };
  return { declaration: endpoints[wide.endpoint], request: wide.request };
}

/** The endpoint a call names. */
export function endpointOf<N extends EndpointName>(call: FlowCall<N>): EndpointName {
  return (call as unknown as { readonly endpoint: EndpointName }).endpoint;
}

/** Whether the call consumes a one-time code: its declaration's `otp`, and `otp.when` against the request. */
export function callNeedsOtp<N extends EndpointName>(call: FlowCall<N>): boolean {
  const { declaration, request } = partsOf(call);
  return otpRequired(declaration, request);
}

/**
 * The `otp/generateOtp` request for a commit call: the declaration's module, the SMS's service
 * name (translated) and the values the code is bound to, read from the very request that is
 * committed.
 */
export function otpRequestOf<N extends EndpointName>(
  call: FlowCall<N>,
  smsForService: string,
): GenerateOtpRequest {
  const { declaration, request } = partsOf(call);
  return {
    module: declaration.otp?.module ?? "",
    smsForService,
    firstContent: "",
    secondContent: "",
    bind: otpBinding(declaration, request),
  };
}

/**
 * The request a commit call sends: its request, with the verified code's action code in the
 * field its declaration names (none when no code was asked for).
 */
export function requestWithCode<N extends EndpointName>(
  call: FlowCall<N>,
  otac: string | null,
): Readonly<Record<string, unknown>> {
  const { declaration, request } = partsOf(call);
  const otp = declaration.otp;
  return otac !== null && otp !== undefined ? { ...request, [otp.otacField]: otac } : request;
}

/** Sends a commit call (with the action code of its verified code, if any). */
export function sendFlowCall<N extends EndpointName>(
  bank: Bank,
  call: FlowCall<N>,
  otac: string | null,
  options: BankCallOptions,
): Promise<BankCalls[N]["response"]> {
  // The request was checked against its endpoint's schema when the pair was made (flowCall).
  const send = bank.call as (
    name: EndpointName,
    request: Readonly<Record<string, unknown>>,
    options: BankCallOptions,
  ) => Promise<BankCalls[N]["response"]>;
  return send(endpointOf(call), requestWithCode(call, otac), options);
}

/**
 * The mutation options of a commit call outside the flow runner (the credentials change): key
 * `[endpoint]`, so the reads its declaration lists in `invalidates` are marked stale once it
 * succeeds; sent with the verified code's action code and the flow's idempotency key; never retried.
 */
export function flowCallMutation<N extends EndpointName>(
  bank: Bank,
  call: FlowCall<N>,
  idempotencyKey: string,
) {
  return mutationOptions({
    mutationKey: [endpointOf(call)],
    mutationFn: (otac: string | null) => sendFlowCall(bank, call, otac, { idempotencyKey }),
    retry: false,
  });
}
