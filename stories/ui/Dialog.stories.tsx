import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/Button";
import { Dialog } from "../../src/ui/Dialog";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: { title: "Delete this beneficiary?", isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

interface DemoProps {
  trigger: string;
  title: string;
  body: string;
  confirm: string;
  cancel?: string;
  isServiceResponse?: boolean;
}

function DialogDemo({ trigger, title, body, confirm, cancel, isServiceResponse = false }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{trigger}</Button>
      <Dialog
        title={title}
        isOpen={isOpen}
        onOpenChange={setOpen}
        role={isServiceResponse ? "alertdialog" : "dialog"}
        isDismissable={!isServiceResponse}
        isKeyboardDismissDisabled={isServiceResponse}
        actions={
          <>
            <Button onPress={() => setOpen(false)}>{confirm}</Button>
            {cancel ? (
              <Button variant="secondary" onPress={() => setOpen(false)}>
                {cancel}
              </Button>
            ) : null}
          </>
        }
      >
        <p>{body}</p>
      </Dialog>
    </>
  );
}

/** Open from the start (an accessibility fixture for the open state). */
export const Open: Story = {
  args: {
    children: <p>Asha Kumar (SBIN0001234) will be removed from your payees.</p>,
    actions: <Button>Delete</Button>,
  },
};

export const Confirm: Story = {
  render: () => (
    <DialogDemo
      trigger="Delete beneficiary"
      title="Delete this beneficiary?"
      body="Asha Kumar (SBIN0001234) will be removed from your payees."
      confirm="Delete"
      cancel="Cancel"
    />
  ),
};
export const ServiceResponse: Story = {
  render: () => (
    <DialogDemo
      trigger="Show service message"
      title="Service temporarily unavailable"
      body="Please try again in a few minutes. No money has left your account."
      confirm="OK"
      isServiceResponse
    />
  ),
};
export const German: Story = {
  render: () => (
    <DialogDemo
      trigger="Sitzung"
      title="Ihre Sitzung läuft bald ab"
      body="Sie werden in 30 Sekunden aus Sicherheitsgründen abgemeldet."
      confirm="Angemeldet bleiben"
      cancel="Abmelden"
      isServiceResponse
    />
  ),
  globals: { lang: "de" },
};
export const Hindi: Story = {
  render: () => (
    <DialogDemo
      trigger="लाभार्थी हटाएँ"
      title="क्या यह लाभार्थी हटाना है?"
      body="आशा कुमार आपके लाभार्थियों से हटा दी जाएँगी।"
      confirm="हटाएँ"
      cancel="रद्द करें"
    />
  ),
  globals: { lang: "hi" },
};
