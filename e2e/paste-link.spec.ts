import http from "node:http";
import { expect, expectNoA11yViolations, registerUser, test } from "./fixtures";
import { ownServer } from "./own-server";

// A careers page of a UK employer on the shipped UK register (Revolut Ltd), carrying a real-shaped
// JobPosting, served from this machine; the server of this journey may fetch it (OUTBOUND_ALLOW).
const TITLE = "Senior Backend Engineer (Payments)";
const VISA_WORDS = "We offer visa sponsorship under the Skilled Worker route for this role.";
const POSTING = {
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "Revolut careers", url: "https://www.revolut.com/careers" },
    {
      "@type": "JobPosting",
      title: TITLE,
      url: "https://www.revolut.com/careers/position/4821",
      description: `<p>Build our payments platform in Kotlin and PostgreSQL.</p><p>${VISA_WORDS}</p>`,
      datePosted: "2026-11-20",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Revolut Ltd", sameAs: "https://www.revolut.com" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", minValue: 80000, maxValue: 95000, unitText: "YEAR" },
      },
    },
  ],
};

const pages = http.createServer((req, res) => {
  if (req.url === "/careers/senior-backend-engineer") {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html><head><title>${TITLE}</title><script type="application/ld+json">${JSON.stringify(POSTING)}</script></head><body><h1>${TITLE}</h1></body></html>`,
      );
  } else {
    res
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><html><body>We are hiring!</body></html>");
  }
});
const pagePort = Number(process.env.E2E_PORT ?? 4173) + 9;
const pageBase = `http://127.0.0.1:${pagePort}`;
const server = ownServer(8, "paste-link", { OUTBOUND_ALLOW: `127.0.0.1:${pagePort}` });

test.use({ baseURL: server.base });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await new Promise<void>((resolve) => pages.listen(pagePort, "127.0.0.1", resolve));
  await server.start();
});
test.afterAll(async () => {
  pages.close();
  await server.dispose();
});

test("a pasted link becomes a private job with its visa words, register line and take-home, tracked to Interviewing", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await registerUser(page);
  await page.goto("/applications");
  await page.getByRole("button", { name: "Add a job" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a job" });
  const link = dialog.getByLabel("Job posting link");
  await expect(link).toBeFocused();

  // A page with no posting on it: the dialog says so and offers the posting's text instead.
  await link.fill(`${pageBase}/careers`);
  await dialog.getByRole("button", { name: "Read the posting" }).click();
  await expect(dialog.getByRole("alert")).toContainText("No job posting was found on the page");
  await expect(dialog.getByRole("textbox", { name: "The posting's text" })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Try another link" }).click();

  await link.fill(`${pageBase}/careers/senior-backend-engineer`);
  await link.press("Enter");
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobId = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  // The shipped registers load after the server's first start: wait until the company is matched.
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.get(`/api/jobs/${jobId}`)).json();
        return answer.sponsorRecord?.length ?? 0;
      },
      { timeout: 240_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(1);
  await page.reload();

  const visa = page.getByRole("region", { name: "Visa sponsorship" });
  await expect(visa.locator("blockquote")).toHaveText(VISA_WORDS);
  const check = page.getByRole("region", { name: "Can I get a visa?" });
  await expect(check).toContainText("On the UK register of licensed sponsors");
  const takeHome = page.getByRole("region", { name: "Take-home pay" });
  await expect(takeHome).toContainText(/Take-home: about £[\d,]+ a month/);
  await expectNoA11yViolations(page);

  await page.goto("/applications");
  const row = page.getByRole("article", { name: TITLE });
  await row.getByLabel(`Status for ${TITLE}`).selectOption("Interviewing");
  await expect(page.getByText("Status: Interviewing", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: TITLE }).getByLabel(`Status for ${TITLE}`)).toHaveValue(
    "Interviewing",
  );

  // Someone else finds the job nowhere, and cannot open it.
  const other = await browser.newContext({ baseURL: server.base });
  const stranger = await other.newPage();
  await registerUser(stranger);
  expect((await stranger.request.get(`/api/jobs/${jobId}`)).status()).toBe(404);
  await stranger.goto(`/jobs?q=${encodeURIComponent("Senior Backend Engineer")}`);
  const results = stranger.getByRole("region", { name: "Job results" });
  await expect(results.getByRole("heading", { name: "No jobs found" })).toBeVisible();
  await expect(results.getByRole("link", { name: TITLE })).toHaveCount(0);
  await stranger.goto(`/jobs/${jobId}`);
  await expect(stranger.getByRole("heading", { name: "Job not found" })).toBeVisible();
  await other.close();
});
