const LEGAL_SUFFIX = /[\s,]+(inc|ltd|llc|gmbh|ag|bv|b\.v|sa|sas|plc|limited|corp|corporation|co)\.?$/;

/**
 * How two spellings of one company's name are recognised as the same company: case, spacing,
 * punctuation around the name and a trailing legal form ("Acme, Inc." and "acme") do not count.
 */
export function companyNameKey(name: string): string {
  const plain = name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return (
    plain
      .replace(LEGAL_SUFFIX, "")
      .replace(/[.,\s]+$/, "")
      .trim() || plain
  );
}
