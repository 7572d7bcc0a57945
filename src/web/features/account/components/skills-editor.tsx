import { addSkill, SKILL_MAX, SKILLS_MAX } from "@shared/schemas/auth";
import { Plus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { SectionCard } from "./section-card";

/** Add a skill by text (blanks and duplicates in any case are ignored), remove one by its chip. */
export function SkillsEditor({ skills }: { skills: string[] }) {
  const update = useUpdateProfile();
  const [draft, setDraft] = useState("");

  function save(next: string[], done?: () => void) {
    update.mutate(
      { skills: next },
      {
        onSuccess: done,
        onError: (error) =>
          toast({
            title: "Could not save your skills",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  }

  function onAdd(event: FormEvent) {
    event.preventDefault();
    const next = addSkill(skills, draft);
    if (next.length === skills.length) {
      setDraft("");
      return;
    }
    save(next, () => setDraft(""));
  }

  const full = skills.length >= SKILLS_MAX;
  return (
    <SectionCard title="Skills" description="Skills improve your job matches and show referrers what you do.">
      <form onSubmit={onAdd} className="flex items-end gap-2">
        <Field
          label="Add a skill"
          hideLabel
          className="flex-1"
          hint={full ? `You can add up to ${SKILLS_MAX} skills.` : undefined}
        >
          <Input
            value={draft}
            maxLength={SKILL_MAX}
            placeholder="Add a skill, e.g. TypeScript"
            onChange={(e) => setDraft(e.target.value)}
            disabled={full}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={update.isPending || full}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </form>
      {skills.length === 0 ? (
        <p className="mt-4 text-muted">No skills added yet. Add skills to improve job matches.</p>
      ) : (
        <ul aria-label="Your skills" className="mt-4 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-primary-soft py-1 pl-3 pr-1 text-sm text-primary-soft-fg"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                disabled={update.isPending}
                onClick={() => save(skills.filter((s) => s !== skill))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface disabled:opacity-60"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
