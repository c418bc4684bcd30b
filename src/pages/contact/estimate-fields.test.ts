import { describe, expect, it } from "vitest";
import { encodeContactMessage } from "../../features/contact/delivery";
import { estimateFields, type CarriedEstimate } from "../../features/pricing/carried-estimate";

const onPrem: CarriedEstimate = {
  inputs: { logs: 60, traces: 20, series: 100_000, retention: 30, where: "on-prem" },
  currency: "JPY",
  monthly: 90_000,
  yearly: 918_000,
  cluster: { nodes: 3, vcpu: 48, memory: 192, disk: 660 },
};

describe("an estimate sent with a message", () => {
  it("is sent in both encodings after the visitor's fields", () => {
    const message = {
      firstName: "Ada",
      lastName: "L",
      email: "a@b.c",
      company: "",
      subject: "S",
      message: "M",
    };
    const json = encodeContactMessage(message, "json", estimateFields(onPrem));
    expect(JSON.parse(json.body)).toMatchObject({
      message: "M",
      estimate_nodes: "3",
      estimate_currency: "JPY",
    });
    const form = new URLSearchParams(
      encodeContactMessage(message, "form", estimateFields(onPrem)).body,
    );
    expect(form.get("estimate_disk_gb")).toBe("660");
    expect(form.get("estimate_deployment")).toBe("on-prem");
  });
});
