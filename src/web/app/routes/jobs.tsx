export default function JobsPage() {
  return <h1>jobs</h1>;
}
