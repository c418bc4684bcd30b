import type { BlockOf } from "../../../content/blocks-schema";
import { LandingSection } from "../../home/landing-section";

/**
 * A comparison as a real table: a caption, column headers and row headers, so a screen
 * reader names the column and the row of each value. On a phone it scrolls sideways inside
 * its frame, which is focusable so a keyboard can scroll it too.
 */
export function ComparisonBlock({ block }: { block: BlockOf<"comparison"> }) {
  const captionId = `${block.anchor}-caption`;
  return (
    <LandingSection id={block.anchor} heading={block}>
      <div
        role="region"
        aria-labelledby={captionId}
        // A region that scrolls must take focus to be scrolled by keyboard (axe's
        // scrollable-region-focusable), though it is not a control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mx-auto mt-12 max-w-4xl overflow-x-auto rounded-2xl border border-line bg-surface/50"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm sm:text-base">
          <caption id={captionId} className="sr-only">
            {block.caption}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <td className="p-4" />
              {block.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    index === 0 ? "p-4 font-semibold text-link" : "p-4 font-semibold text-heading"
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label} className="border-b border-line/70 last:border-0">
                <th scope="row" className="p-4 font-medium text-heading">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    // The values of a row are its columns, in their order.
                    key={index}
                    className={index === 0 ? "bg-accent/5 p-4 text-heading" : "p-4 text-fg-muted"}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingSection>
  );
}
