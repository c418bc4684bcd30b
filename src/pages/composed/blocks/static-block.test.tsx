// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaticBlock } from "./static-block";
import type { StaticBlock as StaticBlockContent } from "./static-blocks";

// Counts the block's own component rendering: a block adopted from the document never does.
const drawn = vi.hoisted(() => vi.fn());
vi.mock("./static-block-view", async (importOriginal) => {
  const original = await importOriginal<typeof import("./static-block-view")>();
  return {
    default: (props: Parameters<typeof original.default>[0]) => {
      drawn();
      return original.default(props);
    },
  };
});

// React's act() in a test that mounts roots itself, as Testing Library's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Once the blocks' chunk has arrived, as a block that asked for it would see it, and React
 * has rendered what it held back for it: on a busy machine a fixed wait is not enough.
 */
async function chunkArrived() {
  await act(() => import("./static-block-view"));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const faq: StaticBlockContent = {
  type: "faq",
  anchor: "faq",
  eyebrow: "FAQ",
  title: "Questions, answered",
  lead: "What teams ask before they start.",
  items: [{ question: "Does it run on-prem?", answer: "Yes, on your own hardware." }],
};

describe("StaticBlock in a production bundle", () => {
  let container: HTMLElement;
  beforeEach(() => {
    vi.stubEnv("DEV", false);
    drawn.mockClear();
    container = document.body.appendChild(document.createElement("main"));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    container.remove();
  });

  it("adopts the prerendered block as it is, without its code", async () => {
    const { default: View } =
      await vi.importActual<typeof import("./static-block-view")>("./static-block-view");
    container.innerHTML = renderToString(<View block={faq} id="block-0" />);
    const prerendered = container.innerHTML;
    await act(async () => {
      hydrateRoot(container, <StaticBlock block={faq} id="block-0" />);
    });
    await chunkArrived();
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector("details summary h3")).toHaveTextContent("Does it run on-prem?");
    expect(drawn).not.toHaveBeenCalled();
  });

  it("draws a block the document did not bring, from its own chunk", async () => {
    await act(async () => {
      createRoot(container).render(<StaticBlock block={faq} id="block-0" />);
    });
    await chunkArrived();
    expect(container.querySelector("section#faq")).not.toBeNull();
    expect(container).toHaveTextContent("Yes, on your own hardware.");
    expect(drawn).toHaveBeenCalled();
  });
});
