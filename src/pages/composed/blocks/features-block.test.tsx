// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import home from "../../../../content/en/home.json";
import { homeSections } from "../../../content/home";
import type { HomeContent } from "../../../content/schema";
import { FeaturesBlock } from "./features-block";

// The home page's grid: the one every locale has.
const { features } = homeSections(home as HomeContent);

describe("FeaturesBlock", () => {
  it("lists six feature cards and keeps the dialog closed by default", () => {
    render(<FeaturesBlock block={features} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Reimagine Observability");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each(features.items.map((feature) => [feature.title, feature] as const))(
    "opens %s with its title, description and image",
    async (title, feature) => {
      const user = userEvent.setup();
      render(<FeaturesBlock block={features} />);
      await user.click(screen.getByRole("button", { name: new RegExp(title) }));
      const dialog = screen.getByRole("dialog", { name: title });
      expect(dialog).toHaveAccessibleDescription(feature.summary);
      expect(dialog).toHaveTextContent(feature.details);
      expect(within(dialog).getByRole("img")).toHaveAttribute("alt", feature.imageAlt);
    },
  );

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    render(<FeaturesBlock block={features} />);
    await user.click(screen.getByRole("button", { name: /Gen AI Powered/ }));
    await user.click(screen.getByRole("button", { name: features.close }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  // A click on the backdrop is the page controls' (src/app/inline/page-controls.test.ts), which
  // close every modal dialog from the first paint; the dialog itself must not close on its text.
  it("stays open on a click inside", async () => {
    const user = userEvent.setup();
    render(<FeaturesBlock block={features} />);
    await user.click(screen.getByRole("button", { name: /Low Latency OLAP/ }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByText(/columnar OLAP engine/));
    expect(dialog).toHaveAttribute("open");
  });
});
