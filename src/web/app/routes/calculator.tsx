export default function CalculatorPage() {
  return <h1>calculator</h1>;
}
