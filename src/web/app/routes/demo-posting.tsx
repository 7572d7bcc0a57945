import { parseRouteId } from "@shared/routes";
import { FlaskConical } from "lucide-react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";
import { useJob } from "../../features/jobs/api/get-job";

/**
 * Where a demo job's Apply leads: the posting and its company are fictional, so there is no
 * application to send; the page says so and leads back to the search.
 */
export default function DemoPostingPage() {
  const jobId = parseRouteId(new URLSearchParams(useSearch()).get("job") ?? undefined);
  const job = useJob(jobId);
  const demo = job.data?.isDemo ? job.data : null;

  useEffect(() => {
    document.title = "Demo posting · Borderless";
  }, []);

  return (
    <PublicLayout>
      <article className="mx-auto max-w-2xl px-4 py-16 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
          <FlaskConical className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-fg">This is a demo posting</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          {demo ? (
            <>
              <strong className="text-fg">{demo.title}</strong> at{" "}
              <strong className="text-fg">{demo.company.name}</strong> was made up to show how Borderless
              works.{" "}
            </>
          ) : null}
          The company is fictional and there is no application to send. Demo postings are marked "Demo"
          wherever they appear.
        </p>
        {demo?.applied ? (
          <p className="mt-3 text-muted">We have marked it as applied, so you can see how tracking works.</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/jobs">Back to job search</ButtonLink>
          {demo ? (
            <ButtonLink href={`/jobs/${demo.id}`} variant="secondary">
              Back to the posting
            </ButtonLink>
          ) : null}
        </div>
      </article>
    </PublicLayout>
  );
}
