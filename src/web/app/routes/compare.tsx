export default function ComparePage() {
  return <h1>compare</h1>;
}
