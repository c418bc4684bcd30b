import { describe, expect, it } from "vitest";
import { arrivedSubject } from "./use-arrived-subject";

describe("arrivedSubject", () => {
  it("reads the subject a link carries, trimmed", () => {
    expect(arrivedSubject("?subject=%20Request%3A%20DPA%20")).toBe("Request: DPA");
  });

  it("is empty without one, and never longer than the field allows", () => {
    expect(arrivedSubject("?logs=60")).toBe("");
    expect(arrivedSubject(`?subject=${"a".repeat(400)}`)).toHaveLength(150);
  });
});
