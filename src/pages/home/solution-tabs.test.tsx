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
  return { user, tabs: screen.getAllByRole("tab") };
}

describe("SolutionTabs", () => {
  it("selects the first step by default and shows only its image", () => {
    const { tabs } = setup();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringContaining("Configure"),
      expect.stringContaining("Deploy"),
      expect.stringContaining("Observe"),
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName(expect.stringContaining("Configure"));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByRole("img")).toHaveAttribute("alt", solution.steps.configure.imageAlt);
  });

  it("shows a step's image when its card is clicked", async () => {
    const { user, tabs } = setup();
    await user.click(tabs[2]!);
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("img")).toHaveAttribute("alt", solution.steps.observe.imageAlt);
  });

  it("moves focus and selection with the arrow keys, Home and End (roving tabindex)", async () => {
    const { user, tabs } = setup();
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tabs[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
  });
});
