import { formatMoney } from "@shared/domain/pay-format";
import type { TakeHomeAnswer } from "@shared/schemas/pay";

/** Each deduction, what is left, what was assumed and where every rule was read. */
export function TakeHomeBreakdown({ answer, id }: { answer: TakeHomeAnswer; id?: string }) {
  const money = (n: number) => formatMoney(n, answer.currency);
  return (
    <details id={id} className="mt-2 text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-fg underline underline-offset-2">
        See the breakdown
      </summary>
      <table className="mt-2 w-full">
        <caption className="sr-only">Take-home pay, a year</caption>
        <tbody>
          <tr className="border-b border-border">
            <th scope="row" className="py-1 text-left font-normal text-fg">
              Gross pay, a year
            </th>
            <td className="py-1 text-right text-fg">{money(answer.gross)}</td>
          </tr>
          {answer.lines.map((line) => (
            <tr key={line.label} className="border-b border-border">
              <th scope="row" className="py-1 text-left font-normal text-fg">
                {line.label}
              </th>
              <td className="py-1 text-right text-fg">−{money(line.amount)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="py-1 text-left text-fg">
              Take-home, a year
            </th>
            <td className="py-1 text-right text-fg">{money(answer.net)}</td>
          </tr>
        </tbody>
      </table>
      <h3 className="mt-3 font-semibold text-fg">What this assumes</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
        {answer.assumptions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h3 className="mt-3 font-semibold text-fg">Sources</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {answer.sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noreferrer"
              className="text-fg underline underline-offset-2"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
