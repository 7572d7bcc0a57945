import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-fg">404 Page Not Found</h1>
        <p className="mt-2 text-muted">The page you asked for does not exist, or it has moved.</p>
        <div className="mt-6 flex gap-3">
          <ButtonLink href="/">Go home</ButtonLink>
          <ButtonLink href="/jobs" variant="secondary">
            Browse jobs
          </ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
