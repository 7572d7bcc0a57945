// The thread documents are read in (read-document.ts): what a hostile page costs, it costs here.
import { type ParseOptions, type ParseResult, parseDocument } from "./parse-document";

export default function read(task: { content: string; options: ParseOptions }): ParseResult {
  return parseDocument(task.content, task.options);
}
