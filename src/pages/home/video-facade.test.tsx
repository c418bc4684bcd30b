// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { englishCopy, renderWithCopy as render } from "../../i18n/testing";
import { VideoFacade } from "./video-facade";

const copy = { playLabel: "Play demo video", frameTitle: "Product demo video" };

describe("VideoFacade", () => {
  it("shows a poster and a play button, and no player, before the click", () => {
    const { container } = render(<VideoFacade {...copy} />);
    expect(screen.getByRole("button", { name: "Play demo video" })).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("says before the click who the video plays from, described on the button, with the policy a click away", () => {
    render(<VideoFacade {...copy} />);
    const button = screen.getByRole("button", { name: "Play demo video" });
    expect(button).toHaveAccessibleDescription(
      expect.stringContaining(englishCopy.common.video.notice),
    );
    expect(englishCopy.common.video.notice).toMatch(/YouTube.*Google Ireland Ltd.*Google LLC/);
    const policy = screen.getByRole("link", { name: englishCopy.common.video.policyLink });
    expect(policy).toHaveAttribute("href", "/privacy#privacy-video");
  });

  it("replaces the poster with a focused, autoplaying embed without controls", async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoFacade {...copy} />);
    await user.click(screen.getByRole("button", { name: "Play demo video" }));

    const frame = container.querySelector("iframe");
    expect(frame).not.toBeNull();
    const src = new URL(frame!.src);
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("controls")).toBe("0");
    expect(frame).toHaveAttribute("title", expect.stringContaining("Product demo video"));
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Play demo video" })).not.toBeInTheDocument();
  });
});
