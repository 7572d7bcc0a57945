import { expect, registerUser, test } from "./fixtures";
import { ownServer } from "./own-server";

// More jobs than Best match ranks (its newest 500 that fit): a server of its own, seeded first.
const server = ownServer(6, "best-match");

test.use({ baseURL: server.base });
test.afterAll(() => server.dispose());

test("Best match over more jobs than it ranks says it shows the best of the 500 newest", async ({ page }) => {
  test.setTimeout(480_000);
  expect(server.command("scripts/seed.mjs", "--jobs", "700")).toMatch(/the database now holds 700\.$/m);
  await server.start();

  await registerUser(page, { profession: "Software Engineer" });
  const answer = await page.request.get("/api/jobs?sort=match&page=1&pageSize=20");
  const best = (await answer.json()) as { total: number; sort: string };
  expect(best).toMatchObject({ total: 500, sort: "match" });
  await page.goto("/jobs?sort=match");
  const results = page.getByRole("region", { name: "Job results" });
  await expect(results.getByRole("status")).toHaveText(
    "The best of the 500 newest jobs that fit, best match first",
  );
  // Newest first counts them all.
  await page.getByLabel("Sort by").selectOption("newest");
  await expect(results.getByRole("status")).toHaveText("700 jobs found");
});
