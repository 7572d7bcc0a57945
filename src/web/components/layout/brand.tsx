import { Link } from "wouter";

export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-lg font-bold text-fg">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-lg tracking-tight">Borderless</span>
    </Link>
  );
}
