import type { Job } from "@shared/schemas/jobs";
import { Card } from "../../../components/ui/card";

export function JobDescription({ job }: { job: Job }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Job Description</h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed text-fg">{job.description}</p>
      <h2 className="mt-6 text-lg font-semibold text-fg">Required Skills</h2>
      {job.skills.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {job.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-soft-fg"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">No specific skills are listed for this job.</p>
      )}
    </Card>
  );
}
