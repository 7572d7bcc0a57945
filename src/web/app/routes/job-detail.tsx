export default function JobDetailPage({ id }: { id: string }) {
  return <h1>job {id}</h1>;
}
