import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONFIGURATION } from "../testing/fixtures/auth";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 40_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

const text = (en: string, de: string, hi: string) => ({ en, de, hi });
const OPTIONS = [
  text("Very poor", "Sehr schlecht", "बहुत खराब"),
  text("Poor", "Schlecht", "खराब"),
  text("Average", "Mittel", "औसत"),
  text("Good", "Gut", "अच्छा"),
  text("Excellent", "Ausgezeichnet", "उत्कृष्ट"),
];

/** Three questions of five options (scores 1 to 5); totals of 8 or less need a comment. */
function surveyBank(): { bank: ScriptedBank } {
  const bank = new ScriptedBank().answer("feedbackQuestions", {
    questions: [
      {
        qid: "Q1",
        qstn: text(
          "How easy was it to sign in?",
          "Wie einfach war die Anmeldung?",
          "साइन इन करना कितना आसान था?",
        ),
      },
      {
        qid: "Q2",
        qstn: text("How fast were the pages?", "Wie schnell waren die Seiten?", "पेज कितने तेज़ थे?"),
      },
      {
        qid: "Q3",
        qstn: text(
          "How likely are you to recommend us?",
          "Wie wahrscheinlich empfehlen Sie uns?",
          "आप हमें कितनी संभावना से सुझाएँगे?",
        ),
      },
    ].map((q) => ({ ...q, options: OPTIONS.map((optionDesc, i) => ({ optionDesc, optionscore: i + 1 })) })),
    bands: [
      { minScor: 3, maxScor: 8, msg: text("Sorry", "Entschuldigung", "क्षमा करें"), cmtNeed: true },
      { minScor: 9, maxScor: 15, msg: text("Thanks", "Danke", "धन्यवाद"), cmtNeed: false },
    ],
  });
  return { bank };
}

/** A feedback time-out whose warning opens half a second after the survey does. */
const shortTimeout = { ...CONFIGURATION, feedbackTimeoutMs: 8_000, timeoutWarningMs: 7_500 };

async function openSurvey(bank: ScriptedBank) {
  const user = userEvent.setup();
  await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
  await user.click(await screen.findByRole("button", { name: "Sign out" }));
  const h1 = await screen.findByRole("heading", { level: 1, name: "Your feedback" });
  await waitFor(() => expect(h1).toHaveFocus());
  await screen.findByRole("radiogroup", { name: "How easy was it to sign in?" });
  return user;
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: string, option: string) {
  await user.click(
    within(screen.getByRole("radiogroup", { name: question })).getByRole("radio", { name: option }),
  );
}

describe("the sign-out survey (state feedback)", () => {
  it("opens from the sign-out button with the server's questions as named radio groups", async () => {
    const { bank } = surveyBank();
    await openSurvey(bank);
    for (const name of [
      "How easy was it to sign in?",
      "How fast were the pages?",
      "How likely are you to recommend us?",
    ]) {
      const group = screen.getByRole("radiogroup", { name });
      expect(within(group).getAllByRole("radio")).toHaveLength(5);
    }
    expect(screen.getByRole("textbox", { name: "Your comments" })).toBeInTheDocument();
    expect(bank.calls("logout")).toEqual([]);
  });

  it("asks for every question first: 'Please give your feedback to all the questions'", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await answer(user, "How easy was it to sign in?", "Good");
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    const summary = await screen.findByRole("alert");
    const link = within(summary).getByRole("link", {
      name: "Please give your feedback to all the questions",
    });
    expect(link).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole("radiogroup", { name: "How fast were the pages?" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("radiogroup", { name: "How easy was it to sign in?" })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });

  it("needs a comment at or below the threshold of the band that needs one: 'Please enter your comments'", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await answer(user, "How easy was it to sign in?", "Good");
    await answer(user, "How fast were the pages?", "Poor");
    await answer(user, "How likely are you to recommend us?", "Poor"); // total 8 = the threshold
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", { name: "Please enter your comments" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your comments" })).toHaveAttribute("aria-invalid", "true");
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });

  it("saves a low score with its comment, signs out and thanks the customer", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await answer(user, "How easy was it to sign in?", "Very poor");
    await answer(user, "How fast were the pages?", "Poor");
    await answer(user, "How likely are you to recommend us?", "Average");
    await user.type(screen.getByRole("textbox", { name: "Your comments" }), "  Pages were slow.  ");
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback.")).toBeInTheDocument();
    expect(bank.calls("saveUserFeedback")).toEqual([
      {
        feedback: [
          { qid: "Q1", optionscore: 1 },
          { qid: "Q2", optionscore: 2 },
          { qid: "Q3", optionscore: 3 },
        ],
        total: 6,
        comments: "Pages were slow.",
      },
    ]);
    expect(bank.names.indexOf("saveUserFeedback")).toBeLessThan(bank.names.indexOf("logout"));
  });

  it("saves a high score without a comment", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await answer(user, "How easy was it to sign in?", "Excellent");
    await answer(user, "How fast were the pages?", "Good");
    await answer(user, "How likely are you to recommend us?", "Average"); // total 12
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(bank.calls("saveUserFeedback")).toHaveLength(1);
    expect(bank.calls("logout")).toHaveLength(1);
  });

  it("'Skip and sign out' signs out at once without saving", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await user.click(screen.getByRole("button", { name: "Skip and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });

  it("'Back to banking' returns to the dashboard with the menu, still signed in", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await user.click(screen.getByRole("button", { name: "Back to banking" }));
    const h1 = await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(bank.calls("logout")).toEqual([]);
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });

  it("asks the questions in Hindi with the Hindi messages", async () => {
    const { bank } = surveyBank();
    const user = userEvent.setup();
    await renderApp({ bank, lang: "hi", initialState: "feedback", initialSession: signedIn });
    await screen.findByRole("radiogroup", { name: "साइन इन करना कितना आसान था?" });
    expect(screen.getAllByRole("radio", { name: "उत्कृष्ट" })).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "प्रतिक्रिया भेजें और साइन आउट करें" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", {
        name: "कृपया सभी प्रश्नों पर अपनी प्रतिक्रिया दें",
      }),
    ).toBeInTheDocument();
  });

  it("has its own time-out with the warning; ignored, it signs out with the reason", async () => {
    const { bank } = surveyBank();
    bank.answer("configuration", shortTimeout);
    await renderApp({ bank, initialState: "feedback", initialSession: signedIn });
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "The feedback page is about to close" },
      { timeout: 15_000 },
    );
    expect(within(dialog).getByRole("button", { name: "Continue session" })).toHaveFocus();
    expect(
      await screen.findByRole("heading", { level: 1, name: "You have signed out" }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The feedback page timed out, so you have been signed out.")).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });

  it("'Continue session' from the warning renews the server session and keeps the survey", async () => {
    const { bank } = surveyBank();
    bank.answer("configuration", shortTimeout);
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "feedback", initialSession: signedIn });
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "The feedback page is about to close" },
      { timeout: 15_000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Continue session" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(bank.calls("extendSession")).toEqual([{ fromWarning: true }]);
    expect(screen.getByRole("heading", { level: 1, name: "Your feedback" })).toBeInTheDocument();
  });
});

describe("the survey's errors after a language switch", () => {
  it("reads 'answer every question' and 'enter your comments' in the language switched to", async () => {
    const { bank } = surveyBank();
    const user = await openSurvey(bank);
    await answer(user, "How easy was it to sign in?", "Good");
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    await within(await screen.findByRole("alert")).findByRole("link", {
      name: "Please give your feedback to all the questions",
    });

    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    const link = await within(screen.getByRole("alert")).findByRole("link", {
      name: "कृपया सभी प्रश्नों पर अपनी प्रतिक्रिया दें",
    });
    expect(link.closest("[lang]")).toHaveAttribute("lang", "hi");
    const group = screen.getByRole("radiogroup", { name: "पेज कितने तेज़ थे?" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription(/कृपया सभी प्रश्नों पर अपनी प्रतिक्रिया दें/);
    expect(screen.queryByText("Please give your feedback to all the questions")).not.toBeInTheDocument();

    await answer(user, "पेज कितने तेज़ थे?", "खराब");
    await answer(user, "आप हमें कितनी संभावना से सुझाएँगे?", "खराब");
    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    await user.click(await screen.findByRole("button", { name: /Feedback senden/ }));
    await within(await screen.findByRole("alert")).findByRole("link", {
      name: "Bitte geben Sie Ihre Kommentare ein",
    });
    await user.click(screen.getByRole("radio", { name: "English" }));
    const comments = await screen.findByRole("textbox", { name: "Your comments" });
    expect(comments).toHaveAccessibleDescription(/Please enter your comments/);
    expect(comments.closest("[lang]")).toHaveAttribute("lang", "en");
    expect(bank.calls("saveUserFeedback")).toEqual([]);
  });
});
