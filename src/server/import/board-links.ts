import type { ReadFormat } from "./raw-posting";

/** A job board whose posting pages a pasted link is recognised by. */
export type LinkedBoard =
  | "greenhouse"
  | "lever"
  | "ashby"
  | "workable"
  | "smartrecruiters"
  | "recruitee"
  | "personio";

/** One posting's page on a job board, as its address names it. */
export interface BoardLink {
  board: LinkedBoard;
  /** The board's account: Greenhouse board token, Lever / SmartRecruiters / Recruitee / Personio company, Ashby organisation, Workable account. */
  account: string;
  /** The posting: its id, Workable shortcode or Recruitee offer slug. */
  posting: string;
  /** The host the page was on (Lever and Greenhouse answer from an EU host for EU accounts; Personio from .de or .com). */
  host: string;
}

/** How one posting is read from its board's public API. */
export interface BoardApiRequest {
  url: string;
  /** The format the answer is read in. */
  format: ReadFormat;
  /** The posting to keep when the answer lists more than one (its external id, or Recruitee's slug). */
  pick: string;
  accept: string;
}

const NAME = "[A-Za-z0-9][A-Za-z0-9._-]*";
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/** host pattern, path pattern (account, posting), board. */
const PATTERNS: { host: RegExp; path: RegExp; board: LinkedBoard; account?: "host" }[] = [
  {
    host: /^(?:job-)?boards(?:\.eu)?\.greenhouse\.io$/,
    path: new RegExp(`^/(${NAME})/jobs/(\\d+)/?$`),
    board: "greenhouse",
  },
  {
    host: /^jobs(?:\.eu)?\.lever\.co$/,
    path: new RegExp(`^/(${NAME})/(${UUID})(?:/apply)?/?$`),
    board: "lever",
  },
  {
    host: /^jobs\.ashbyhq\.com$/,
    path: new RegExp(`^/(${NAME})/(${UUID})(?:/application)?/?$`),
    board: "ashby",
  },
  {
    host: /^apply\.workable\.com$/,
    path: new RegExp(`^/(${NAME})/j/([0-9A-Za-z]+)(?:/apply)?/?$`),
    board: "workable",
  },
  {
    host: /^jobs\.smartrecruiters\.com$/,
    path: new RegExp(`^/(${NAME})/(\\d+)(?:-[^/]*)?/?$`),
    board: "smartrecruiters",
  },
  {
    host: /^([a-z0-9][a-z0-9-]*)\.recruitee\.com$/,
    path: /^\/o\/([a-z0-9][a-z0-9-]*)(?:\/c\/new)?\/?$/,
    board: "recruitee",
    account: "host",
  },
  {
    host: /^([a-z0-9][a-z0-9-]*)\.jobs\.personio\.(?:de|com)$/,
    path: /^\/job\/(\d+)\/?$/,
    board: "personio",
    account: "host",
  },
];

/**
 * The job board posting a pasted address names, or undefined for any other address (a careers
 * page, a board's list, an address with a user name): a pure reading of the address, nothing fetched.
 */
export function recogniseBoardLink(address: string): BoardLink | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password)
    return undefined;
  if (url.port !== "") return undefined;
  const host = url.hostname.toLowerCase();
  for (const pattern of PATTERNS) {
    const onHost = pattern.host.exec(host);
    if (!onHost) continue;
    const onPath = pattern.path.exec(url.pathname);
    if (!onPath) return undefined;
    const [account, posting] = pattern.account === "host" ? [onHost[1], onPath[1]] : [onPath[1], onPath[2]];
    if (!account || !posting) return undefined;
    return { board: pattern.board, account, posting, host };
  }
  return undefined;
}

/**
 * The public API answer that holds the posting: one posting's own answer where the board has one
 * (Greenhouse, Lever, SmartRecruiters), else the account's listing it is picked from. `origin`
 * replaces every board API's origin (`<origin>/<board API host>/<path>`): tests point it at a
 * local server; the server never takes it from its environment.
 */
export function boardApiRequest(link: BoardLink, origin?: string): BoardApiRequest {
  const account = encodeURIComponent(link.account);
  const posting = encodeURIComponent(link.posting);
  const json = "application/json";
  const request = ((): BoardApiRequest => {
    switch (link.board) {
      case "greenhouse":
        return {
          url: `https://boards-api.greenhouse.io/v1/boards/${account}/jobs/${posting}`,
          format: "greenhouse",
          pick: link.posting,
          accept: json,
        };
      case "lever":
        return {
          url: `https://${link.host === "jobs.eu.lever.co" ? "api.eu.lever.co" : "api.lever.co"}/v0/postings/${account}/${posting}?mode=json`,
          format: "lever",
          pick: link.posting,
          accept: json,
        };
      case "ashby":
        return {
          url: `https://api.ashbyhq.com/posting-api/job-board/${account}`,
          format: "ashby",
          pick: link.posting,
          accept: json,
        };
      case "workable":
        return {
          url: `https://apply.workable.com/api/v1/widget/accounts/${account}?details=true`,
          format: "workable",
          pick: link.posting,
          accept: json,
        };
      case "smartrecruiters":
        return {
          url: `https://api.smartrecruiters.com/v1/companies/${account}/postings/${posting}`,
          format: "smartrecruiters",
          pick: link.posting,
          accept: json,
        };
      case "recruitee":
        return {
          url: `https://${account}.recruitee.com/api/offers/`,
          format: "recruitee",
          pick: link.posting,
          accept: json,
        };
      case "personio":
        return {
          url: `https://${link.host}/xml`,
          format: "personio",
          pick: link.posting,
          accept: "application/xml, text/xml;q=0.9",
        };
    }
  })();
  if (!origin) return request;
  const api = new URL(request.url);
  return { ...request, url: `${origin.replace(/\/+$/, "")}/${api.host}${api.pathname}${api.search}` };
}

/** A company name from a board account's name when the answer names none: "lumen-freight" → "Lumen Freight". */
export function accountAsName(account: string): string {
  return account
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
