import { useState, type ReactNode } from "react";
import { cleanup, configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppProviders } from "../AppProviders";
import { useBank } from "../ServicesContext";
import { createI18n } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { ScriptedBank } from "../testing/ScriptedBank";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { flowCall, type FlowCall } from "./flowCall";
import { refusal } from "./FlowRefusal";
import type { FlowFormProps } from "./SensitiveFlowDescription";
import { SensitiveFlowScreen } from "./SensitiveFlowScreen";

const CODE = "123456";
const signedIn = { secureImageSet: true, customerType: "R" } as const;
const ADDED = { success: true, data: "77", statusMsg: "OK", status: "PENDING" } as const;
const ACTIVATED = { success: true, data: "77", statusMsg: "OK", status: "ACTIVE" } as const;

beforeAll(() => {
  // The machine is shared: give the queries time to settle.
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

interface Nickname {
  readonly nickName: string;
}

/** A form of one field: the runner's form step as a feature gives it (kept values, failure shown). */
function NicknameForm({ values, onSubmit, error }: FlowFormProps<Nickname>) {
  const [nickName, setNickName] = useState(values?.nickName ?? "");
  return (
    <Form
      onSubmit={() => onSubmit({ nickName })}
      errorSummary={{
        title: "There is a problem",
        errors: error !== null ? [{ fieldId: "nickname", message: error }] : [],
      }}
    >
      <TextField id="nickname" label="Nickname" value={nickName} onChange={setNickName} />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** A flow with a prepare call: the addition creates the beneficiary pending; the code activates it by its sequence. */
function AddAndActivate() {
  const bank = useBank();
  return (
    <SensitiveFlowScreen
      titleKey="beneficiary:add.titleWithinBank"
      requiresTransactionPassword={false}
      renderForm={(props) => <NicknameForm {...props} />}
      renderSummary={(values) => <p>{values.nickName}</p>}
      prepare={{
        endpoint: "beneficiaryAdd",
        run: async (values, { idempotencyKey }) => {
          const answer = await bank.call(
            "beneficiaryAdd",
            {
              name: "Ravi Kumar",
              nickName: values.nickName,
              accountNumber: "10000000000042",
              tranferLimit: 1_000_000n,
              type: 2,
            },
            { idempotencyKey },
          );
          if (!answer.success) throw refusal("beneficiary:add.failed");
          return { sequence: answer.data };
        },
      }}
      toRequest={(_values: Nickname, pending: { readonly sequence: string }) =>
        flowCall("beneficiaryUpdateStatus", { sequence: pending.sequence, type: 2 })
      }
      toResult={(answer) => answer}
      renderSuccess={(values, result) => <p>{`${values.nickName} is active (${result.data}).`}</p>}
    />
  );
}

/** A secure image change's request that makes a new secure text at every call (`toRequest` is not pure). */
function changingRequest(): (values: Nickname) => FlowCall<"setUserSecurityInfo"> {
  let made = 0;
  return (values) => {
    made += 1;
    return flowCall("setUserSecurityInfo", {
      secImage: "lotus_2",
      secText: `${values.nickName}_${String(made)}`,
    });
  };
}

/** A flow whose code binding and commit agree only if both come from one call of its `toRequest`. */
function ChangingRequest({
  toRequest,
}: {
  readonly toRequest: (values: Nickname) => FlowCall<"setUserSecurityInfo">;
}) {
  return (
    <SensitiveFlowScreen
      titleKey="states:scrtyInfoSecureImage"
      requiresTransactionPassword={false}
      renderForm={(props) => <NicknameForm {...props} />}
      renderSummary={(values) => <p>{values.nickName}</p>}
      toRequest={toRequest}
      toResult={(answer) => answer}
      renderSuccess={(_values, result) => <p>{result.referenceNumber}</p>}
    />
  );
}

async function renderFlow(flow: ReactNode, bank: ScriptedBank) {
  const i18n = await createI18n("en", allResources);
  render(
    <AppProviders
      i18n={i18n}
      services={{ bank }}
      router={(children) => <MemoryRouter>{children}</MemoryRouter>}
      initialState="dashboard"
      initialSession={signedIn}
    >
      {flow}
    </AppProviders>,
  );
  return userEvent.setup();
}

async function submitNickname(user: ReturnType<typeof userEvent.setup>, nickName: string) {
  await user.type(await screen.findByRole("textbox", { name: "Nickname" }), nickName);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { level: 1, name: /Confirm \(step 2 of 4\)/ });
}

async function enterCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), CODE);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

describe("the flow runner's prepare call", { timeout: 60_000 }, () => {
  it("runs after confirm with its own key, binds the code to its answer and commits that request with the flow's key", async () => {
    const bank = new ScriptedBank()
      .answer("beneficiaryAdd", ADDED)
      .answer("beneficiaryUpdateStatus", ACTIVATED);
    const user = await renderFlow(<AddAndActivate />, bank);
    await submitNickname(user, "Ravi");
    expect(bank.calls("beneficiaryAdd")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ }),
    ).toHaveFocus();
    const [added] = bank.callsWithOptions("beneficiaryAdd");
    expect(added?.request).toMatchObject({ nickName: "Ravi", type: 2 });
    expect(bank.calls("generateOtp").at(-1)).toMatchObject({
      module: "BENEFICIARY_ACTIVATE",
      bind: { sequence: "77" },
    });

    await enterCode(user);
    await screen.findByRole("heading", { level: 1, name: /Done \(step 4 of 4\)/ });
    expect(screen.getByText("Ravi is active (77).")).toBeInTheDocument();
    const [activated] = bank.callsWithOptions("beneficiaryUpdateStatus");
    expect(activated?.request).toEqual({ sequence: "77", type: 2, otac: "otac-action-1" });
    // One flow instance: the commit carries the flow's key, the prepare call the same key as its own operation.
    expect(added?.options.idempotencyKey).toBe(`${String(activated?.options.idempotencyKey)}-prepare`);
  });

  it("a refused prepare call goes back to the form with its message and the values, and asks for no code", async () => {
    const bank = new ScriptedBank().answer("beneficiaryAdd", { ...ADDED, success: false });
    const user = await renderFlow(<AddAndActivate />, bank);
    await submitNickname(user, "Ravi");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Addition of Beneficiary is failed, Try again.",
    );
    expect(screen.getByRole("heading", { level: 1, name: /Details \(step 1 of 4\)/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Nickname" })).toHaveValue("Ravi");
    expect(bank.calls("generateOtp")).toEqual([]);
    expect(bank.calls("beneficiaryUpdateStatus")).toEqual([]);
  });
});

describe("the flow runner's commit request", { timeout: 60_000 }, () => {
  it("is the very request the code was bound to, made once", async () => {
    const bank = new ScriptedBank();
    const user = await renderFlow(<ChangingRequest toRequest={changingRequest()} />, bank);
    await submitNickname(user, "Lotus");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await enterCode(user);
    await screen.findByRole("heading", { level: 1, name: /Done \(step 4 of 4\)/ });

    const bind = bank.calls("generateOtp").at(-1)?.bind ?? {};
    const [committed] = bank.calls("setUserSecurityInfo");
    expect(Object.keys(bind)).toEqual(["secImage", "secText"]);
    expect(committed).toEqual({ ...bind, otac: "otac-action-1" });
  });
});
