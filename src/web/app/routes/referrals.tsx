import type { ReferralCompanyWithCount, Referrer } from "@shared/schemas/referrals";
import { MessagesSquare } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useReferrers } from "../../features/referrals/api/get-referrers";
import { CompaniesTab } from "../../features/referrals/components/companies-tab";
import { ContactReferralDialog } from "../../features/referrals/components/contact-referral-dialog";
import { ReferrersTab } from "../../features/referrals/components/referrers-tab";
import { SearchBox } from "../../features/referrals/components/search-box";
import { listItems } from "../../lib/list-pages";
import { useSession } from "../../lib/session";

type Tab = "companies" | "referrers";

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The referral marketplace; tab, search, company filter and an open contact live in the URL. */
export default function ReferralsPage() {
  const { user } = useSession();
  const [location] = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "referrers" ? "referrers" : "companies";
  const q = (params.get("q") ?? "").slice(0, 100);
  const companyId = positiveInt(params.get("company"));
  const contactId = positiveInt(params.get("contact"));

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The open contact is looked up in the list the person is looking at (same filters), and the
  // dialog keeps that referrer while it is open: the list behind it may refresh without them (a
  // search sent just after the dialog opened, a refetch) while the person is typing.
  const referrers = useReferrers({ q, companyId });
  const found = contactId ? listItems(referrers.data).find((r) => r.id === contactId) : undefined;
  const [held, setHeld] = useState<Referrer | null>(null);
  if (found && found !== held) setHeld(found);
  const shown = found ?? (held?.id === contactId ? held : undefined);
  const contacting = shown && shown.userId !== user?.id ? shown : null;
  const returnTo = `${location}?${params.toString()}`;

  const onSearch = useCallback((text: string) => update({ q: text }, true), [update]);
  const onBrowse = (company: ReferralCompanyWithCount) =>
    update({ tab: "referrers", company: String(company.id) });
  const onContact = (referrer: Referrer) => {
    setHeld(referrer);
    update({ contact: String(referrer.id) });
  };

  return (
    <div>
      <PageHeader
        title="Referral Marketplace"
        subtitle="Connect with people at top companies who can refer you for a role."
        actions={
          <ButtonLink href="/my-referrals" variant="secondary">
            <MessagesSquare className="size-4" aria-hidden="true" />
            My Referrals
          </ButtonLink>
        }
      />
      <div className="mb-4">
        <SearchBox
          value={q}
          onChange={onSearch}
          label="Search companies or referrers"
          placeholder="Search by company or referrer name"
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === "referrers" ? "referrers" : null })}
      >
        <TabsList aria-label="Browse by" className="w-fit max-w-full">
          <TabsTrigger value="companies">Companies</TabsTrigger>
          <TabsTrigger value="referrers">All Referrers</TabsTrigger>
        </TabsList>
        <TabsContent value="companies">
          <CompaniesTab q={q} onBrowse={onBrowse} />
        </TabsContent>
        <TabsContent value="referrers">
          <ReferrersTab
            q={q}
            companyId={companyId}
            myUserId={user?.id ?? null}
            onClearCompany={() => update({ company: null, tab: null })}
            onContact={onContact}
          />
        </TabsContent>
      </Tabs>
      <ContactReferralDialog
        referrer={contacting}
        me={user}
        returnTo={returnTo}
        onOpenChange={(open) => {
          if (!open) update({ contact: null }, true);
        }}
      />
    </div>
  );
}
