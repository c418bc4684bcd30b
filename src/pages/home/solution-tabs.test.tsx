// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import home from "../../../content/en/home.json";
import { homeSections } from "../../content/home";
import type { HomeContent } from "../../content/schema";
import { SolutionTabs } from "./solution-tabs";

const { solution } = homeSections(home as HomeContent);

function setup() {
  const user = userEvent.setup();
  render(<SolutionTabs steps={solution.steps} label={solution.tabsLabel} />);
  return { user, steps: screen.getAllByRole<HTMLInputElement>("radio") };
}

// Which image the stylesheet shows is the browser's (e2e/home.spec.ts): here, the markup.
describe("SolutionTabs", () => {
  it("is one radio group, each step named by its title, the first checked", () => {
    const { steps } = setup();
    expect(screen.getByRole("radiogroup")).toHaveAccessibleName(solution.tabsLabel);
    expect(steps.map((step) => step.value)).toEqual(["configure", "deploy", "observe"]);
    expect(steps[0]).toHaveAccessibleName(solution.steps.configure.title);
    expect(steps[0]).toHaveAccessibleDescription(solution.steps.configure.description);
    expect(steps.map((step) => step.checked)).toEqual([true, false, false]);
    expect(screen.getAllByRole("img", { hidden: true }).map((image) => image.dataset.step)).toEqual(
      ["configure", "deploy", "observe"],
    );
  });

  it("checks a step when its card is clicked, and by the arrow keys", async () => {
    const { user, steps } = setup();
    await user.click(steps[2]!);
    expect(steps.map((step) => step.checked)).toEqual([false, false, true]);
    await user.keyboard("{ArrowDown}");
    expect(steps[0]).toHaveFocus();
    expect(steps[0]!.checked).toBe(true);
  });
});
