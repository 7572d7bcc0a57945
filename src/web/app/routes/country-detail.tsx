export default function CountryDetailPage({ id }: { id: string }) {
  return <h1>country {id}</h1>;
}
