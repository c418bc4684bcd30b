// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { renderWithCopy } from "../../i18n/testing";
import { pageControls } from "../inline/page-controls";
import { MobileNav } from "./mobile-nav";

function setup(path = "/") {
  const user = userEvent.setup();
  renderWithCopy(
    <Router hook={memoryLocation({ path }).hook}>
      <MobileNav />
    </Router>,
  );
  const toggle = screen.getByRole("button", { name: "Open menu" });
  const drawer = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  return { user, toggle, drawer };
}

// The drawer is a dialog with invoker commands, which jsdom lacks as Firefox and Safari did:
// the head script's stand-in runs them, as it does in the page before and after hydration.
beforeAll(() => pageControls());

describe("MobileNav", () => {
  it("opens a labelled drawer and reflects it in aria-expanded", async () => {
    const { user, toggle, drawer } = setup();
    expect(drawer?.tagName).toBe("DIALOG");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Menu" })).toBe(drawer);
  });

  it("closes when a section link is chosen, leaving the link to scroll", async () => {
    const { user, toggle, drawer } = setup();
    await user.click(toggle);
    const link = screen.getByRole("link", { name: "Features" });
    expect(link).toHaveAttribute("href", "#features");
    await user.click(link);
    expect(drawer).not.toHaveAttribute("open");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("points section links back to the landing page from other pages", async () => {
    const { user, toggle } = setup("/contact");
    await user.click(toggle);
    expect(screen.getByRole("link", { name: "Our Solution" })).toHaveAttribute(
      "href",
      "/#solution",
    );
  });

  it("has a Book Demo button that only closes the drawer", async () => {
    const { user, toggle, drawer } = setup();
    await user.click(toggle);
    const bookDemo = screen.getByRole("button", { name: "Book Demo" });
    expect(bookDemo.closest("a")).toBeNull();
    await user.click(bookDemo);
    expect(drawer).not.toHaveAttribute("open");
  });

  it("closes on a click on its backdrop", async () => {
    const { user, toggle, drawer } = setup();
    await user.click(toggle);
    if (drawer) await user.click(drawer);
    expect(drawer).not.toHaveAttribute("open");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with its close button", async () => {
    const { user, toggle, drawer } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(drawer).not.toHaveAttribute("open");
  });
});
