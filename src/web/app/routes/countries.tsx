export default function CountriesPage() {
  return <h1>countries</h1>;
}
