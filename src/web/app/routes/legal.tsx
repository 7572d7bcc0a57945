export default function LegalPage({ page }: { page: "privacy" | "terms" | "cookies" | "contact" }) {
  return <h1>{page}</h1>;
}
