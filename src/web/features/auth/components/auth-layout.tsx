import type { ReactNode } from "react";
import { PublicLayout } from "../../../components/layout/public-layout";
import { Card } from "../../../components/ui/card";

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Shown beside the form on wide screens and below it on a phone. */
  aside?: ReactNode;
}

/** The sign-in family of pages: a form card, optionally with a side panel. */
export function AuthLayout({ title, subtitle, children, aside }: AuthLayoutProps) {
  return (
    <PublicLayout>
      <div
        className={
          aside
            ? "mx-auto grid max-w-6xl gap-8 px-4 py-10 md:py-16 lg:grid-cols-2 lg:items-start"
            : "mx-auto max-w-md px-4 py-10 md:py-16"
        }
      >
        <Card className="w-full max-w-md justify-self-center p-6 md:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="mt-1 text-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </Card>
        {aside}
      </div>
    </PublicLayout>
  );
}
