import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { IconButton } from "./IconButton";

afterEach(cleanup);

describe("IconButton", () => {
  test("is named by its label, not its icon, and pressed with the keyboard", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <IconButton label="Schließen" onPress={onPress}>
        ✕
      </IconButton>,
    );
    await user.tab();
    const button = screen.getByRole("button", { name: "Schließen" });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
