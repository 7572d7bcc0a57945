export default function LandingPage() {
  return <h1>landing</h1>;
}
