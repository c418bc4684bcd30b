// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { SiteCopyProvider } from "../../i18n/copy-context";
import { englishCopy, renderWithCopy } from "../../i18n/testing";
import { forgetThemeChoiceForTests, themeAttribute, themeStorageKey } from "./theme-store";
import { ThemeSwitch } from "./theme-switch";

const toString = (ui: ReactElement) =>
  renderToString(
    <SiteCopyProvider value={{ locale: "en", common: englishCopy.common }}>{ui}</SiteCopyProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(themeAttribute);
  forgetThemeChoiceForTests();
});

describe("ThemeSwitch", () => {
  it("is a radio group named Theme with System, Light and Dark, the page's one checked", () => {
    // As the head script leaves it for a visitor who chose dark.
    document.documentElement.setAttribute(themeAttribute, "dark");
    renderWithCopy(<ThemeSwitch />);
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["system", "light", "dark"]);
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "System" })).not.toBeChecked();
    expect(group.closest(".invisible")).toBeNull();
  });

  it("applies and remembers a choice, and forgets it for System", async () => {
    const user = userEvent.setup();
    renderWithCopy(<ThemeSwitch />);
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(document.documentElement).toHaveAttribute(themeAttribute, "light");
    expect(localStorage.getItem(themeStorageKey)).toBe("light");
    await user.click(screen.getByRole("radio", { name: "System" }));
    expect(document.documentElement).not.toHaveAttribute(themeAttribute);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it("keeps two switches (header and drawer) in step, as separate groups", async () => {
    const user = userEvent.setup();
    renderWithCopy(
      <>
        <ThemeSwitch />
        <ThemeSwitch labelled />
      </>,
    );
    const [header, drawer] = screen.getAllByRole("radiogroup", { name: "Theme" });
    const names = [header, drawer].map((group) => group!.querySelector("input")!.name);
    expect(names[0]).not.toBe(names[1]);
    await user.click(screen.getAllByRole("radio", { name: "Dark" })[1]!);
    for (const radio of screen.getAllByRole("radio", { name: "Dark" })) expect(radio).toBeChecked();
  });

  it("shows its label and option names in the drawer, icons with tooltips in the header", () => {
    renderWithCopy(
      <>
        <ThemeSwitch />
        <ThemeSwitch labelled />
      </>,
    );
    const [header, drawer] = screen.getAllByRole("radiogroup");
    expect(header).toHaveAttribute("aria-label", "Theme");
    expect(header!.querySelector("label")).toHaveAttribute("title", "System");
    expect(drawer).toHaveAccessibleName("Theme");
    expect(screen.getByText("Theme")).toBeVisible();
    expect(drawer!.querySelector("label")).not.toHaveAttribute("title");
  });

  it("is prerendered as an empty, invisible stand-in: the choice is only known in the browser", () => {
    localStorage.setItem(themeStorageKey, "light");
    const header = document.createElement("div");
    header.innerHTML = toString(<ThemeSwitch />);
    const standIn = header.firstElementChild;
    expect(standIn).toHaveClass("invisible", "noscript:hidden");
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    // As wide as the switch (three segments), so nothing moves when it takes the place.
    expect(standIn?.querySelector(".theme-switch")?.children).toHaveLength(3);
    expect(header.querySelectorAll("input")).toHaveLength(0);
    expect(toString(<ThemeSwitch labelled />)).toBe("");
  });
});
