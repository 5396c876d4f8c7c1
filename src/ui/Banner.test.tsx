import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { Banner } from "./Banner";

afterEach(cleanup);

describe("Banner", () => {
  test.each([
    ["error", "alert"],
    ["warning", "alert"],
    ["success", "status"],
    ["info", "status"],
  ] as const)("a %s banner has role %s", (tone, role) => {
    render(
      <Banner tone={tone} title="Transfer">
        Details
      </Banner>,
    );
    expect(screen.getByRole(role)).toHaveTextContent("TransferDetails");
  });

  test("works without a title", () => {
    render(<Banner tone="success">Beneficiary added</Banner>);
    expect(screen.getByRole("status")).toHaveTextContent("Beneficiary added");
  });
});
