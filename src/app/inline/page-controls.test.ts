// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydratedEvent, pageControls } from "./page-controls";

const root = document.documentElement;

beforeAll(() => pageControls());
afterEach(() => {
  delete root.dataset.hydrated;
  document.body.innerHTML = "";
});

function hydrate(): void {
  root.dataset.hydrated = "true";
  document.dispatchEvent(new Event(hydratedEvent));
}

const tap = (element: Element | null) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element?.dispatchEvent(event);
  return event;
};

/** Clicks on the element that a handler standing for React's counts once hydrated. */
function handled(selector: string) {
  const onClick = vi.fn();
  document
    .querySelector(selector)
    ?.addEventListener("click", () => root.dataset.hydrated && onClick());
  return onClick;
}

describe("taps before hydration", () => {
  it("are held and replayed once after hydration, on the control tapped", () => {
    document.body.innerHTML = '<button data-replay id="play"><span>▶</span></button>';
    const onClick = handled("#play");
    const play = document.getElementById("play");
    expect(play?.getAttribute("aria-busy")).toBeNull();
    expect(tap(document.querySelector("span")).defaultPrevented).toBe(true);
    // Shown and announced as waiting for the app.
    expect(play?.getAttribute("aria-busy")).toBe("true");
    tap(play);
    expect(onClick).not.toHaveBeenCalled();
    hydrate();
    expect(onClick).toHaveBeenCalledOnce();
    expect(play?.getAttribute("aria-busy")).toBeNull();
    // A later signal (a client-side move) replays nothing again.
    document.dispatchEvent(new Event(hydratedEvent));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("are replayed in the order given, each control once", () => {
    document.body.innerHTML =
      "<button data-replay id=a></button><button data-replay id=b></button>";
    const order: string[] = [];
    for (const button of document.querySelectorAll("button"))
      button.addEventListener("click", () => root.dataset.hydrated && order.push(button.id));
    for (const id of ["b", "a", "b"]) tap(document.getElementById(id));
    hydrate();
    expect(order).toEqual(["b", "a"]);
  });

  it("never post the form: its send button's tap waits for the app", () => {
    document.body.innerHTML =
      '<form method="post"><input name="name"><button type="submit" data-replay>Send</button></form>';
    expect(tap(document.querySelector("button")).defaultPrevented).toBe(true);
  });

  it("leave links and other controls alone, and nothing is held once hydrated", () => {
    document.body.innerHTML = '<a href="#x">x</a><button data-replay>y</button>';
    expect(tap(document.querySelector("a")).defaultPrevented).toBe(false);
    hydrate();
    expect(tap(document.querySelector("button")).defaultPrevented).toBe(false);
  });
});

describe("dialogs", () => {
  function page() {
    document.body.innerHTML =
      '<button commandfor="d" command="show-modal" aria-expanded="false">Menu</button>' +
      '<dialog id="d"><a href="#features">Features</a></dialog>';
    const dialog = document.querySelector("dialog")!;
    dialog.showModal();
    return dialog;
  }

  it("keep their invoker's aria-expanded, however they open and close", () => {
    const dialog = page();
    const invoker = document.querySelector("button");
    expect(invoker).toHaveAttribute("aria-expanded", "true");
    dialog.close();
    expect(invoker).toHaveAttribute("aria-expanded", "false");
  });

  it("give focus back to a card's dialog invoker when the browser left it on the page (Safari's tap)", () => {
    document.body.innerHTML =
      '<button commandfor="f" command="show-modal" aria-haspopup="dialog">Card</button>' +
      '<dialog id="f"><button>Close</button></dialog>';
    const dialog = document.querySelector("dialog")!;
    dialog.showModal();
    dialog.close();
    expect(document.querySelector("button")).toHaveFocus();
  });

  it("leave focus where a link of the drawer took the reading position", () => {
    const dialog = page();
    dialog.close();
    expect(document.querySelector("button")).not.toHaveFocus();
  });

  it("close on a click on their backdrop (which is the dialog itself)", () => {
    const dialog = page();
    tap(dialog.querySelector("a")?.parentElement ?? null);
    expect(dialog.open).toBe(false);
  });

  it("close before a link in them is followed, which keeps its default", () => {
    const dialog = page();
    const event = tap(dialog.querySelector("a"));
    expect(dialog.open).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });
});
