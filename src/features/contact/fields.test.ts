// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { contactFieldNames } from "../../content/ids";
import {
  contactFieldLimits,
  flagBlankField,
  flagBlankFields,
  honeypotFieldName,
  isHoneypotFilled,
  normaliseValue,
  readContactMessage,
} from "./fields";

const blank = "Spaces alone don't count.";

function makeForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("contact field limits", () => {
  it("has a limit for each of the six fields", () => {
    expect(Object.keys(contactFieldLimits)).toEqual(contactFieldNames);
    expect(contactFieldLimits.email).toBe(254);
    expect(contactFieldLimits.message).toBe(5000);
  });
});

describe("normaliseValue", () => {
  it("trims and turns every line break into \\n", () => {
    expect(normaliseValue("  a\r\nb\rc\n  ")).toBe("a\nb\nc");
    expect(normaliseValue(" \t\n ")).toBe("");
  });
});

describe("readContactMessage", () => {
  it("reads the six fields trimmed, leaving the form's values as typed", () => {
    const form = makeForm(`
      <input name="firstName" value="  Ada ">
      <input name="lastName" value="Lovelace">
      <input name="email" value="ada@example.com">
      <input name="subject" value=" Demo ">
      <textarea name="message">  Hello  </textarea>
      <input name="${honeypotFieldName}" value="">`);
    expect(readContactMessage(form)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "",
      subject: "Demo",
      message: "Hello",
    });
    expect(form.querySelector("input")!.value).toBe("  Ada ");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the trap has a value", () => {
    expect(isHoneypotFilled(makeForm("<input name='firstName' value='x'>"))).toBe(false);
    expect(isHoneypotFilled(makeForm(`<input name="${honeypotFieldName}" value="">`))).toBe(false);
    expect(isHoneypotFilled(makeForm(`<input name="${honeypotFieldName}" value="x">`))).toBe(true);
  });
});

describe("flagBlankField(s)", () => {
  it("fails a required field holding only whitespace, with the friendly message", () => {
    const form = makeForm(`<input name="a" required value="   "><textarea name="b" required>
 </textarea>`);
    expect(flagBlankFields(form, blank)).toBe(true);
    for (const control of form.querySelectorAll<HTMLInputElement>("[name]")) {
      expect(control.validationMessage).toBe(blank);
      expect(control.validity.customError).toBe(true);
    }
  });

  it("leaves empty fields to the browser's own required check", () => {
    const input = makeForm(`<input name="a" required value="">`).querySelector("input")!;
    expect(flagBlankField(input, blank)).toBe(false);
    expect(input.validity.customError).toBe(false);
    expect(input.validity.valueMissing).toBe(true);
  });

  it("ignores optional fields and clears the message once there is text", () => {
    const form = makeForm(`<input name="a" value="  "><input name="b" required value="  ">`);
    const [optional, required] = form.querySelectorAll("input");
    expect(flagBlankFields(form, blank)).toBe(true);
    expect(optional!.validity.valid).toBe(true);
    required!.value = " x ";
    expect(flagBlankField(required!, blank)).toBe(false);
    expect(required!.validity.valid).toBe(true);
  });

  it("ignores elements that are not text fields", () => {
    const form = makeForm(`<button>Send</button>`);
    expect(flagBlankFields(form, blank)).toBe(false);
  });
});
