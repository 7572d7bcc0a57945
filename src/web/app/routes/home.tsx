export default function HomePage() {
  return <h1>home</h1>;
}
