/**
 * JSON to put inside a `<script>` element (a JSON-LD or data block). The HTML parser ends
 * the element at the first `</script`, so `<` is escaped (as are `>` and `&`, and the two
 * line separators old JavaScript parsers choke on); inside JSON strings the \u escapes read
 * back as the same characters, and outside strings JSON never contains them.
 */
export function jsonInScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
