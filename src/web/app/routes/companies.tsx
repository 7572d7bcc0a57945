import { useSearchParams } from "wouter";
import { PageHeader } from "../../components/ui/page-header";
import { useCompanies } from "../../features/companies/api/get-companies";
import { CompanyList } from "../../features/companies/components/company-list";
import { CompanySearchBox } from "../../features/companies/components/company-search-box";

/** Every company, busiest first, searchable by name; the search lives in the address (?q=). */
export default function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").slice(0, 100);
  const list = useCompanies(q);

  // Refining the text replaces the current history step; starting or clearing a search adds one.
  function commit(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set("q", next.trim());
        else updated.delete("q");
        return updated;
      },
      { replace: q.trim() !== "" && next.trim() !== "" },
    );
  }

  return (
    <>
      <PageHeader
        title="Companies"
        subtitle="Who is hiring, how many roles they have open, and how many say they sponsor visas."
      />
      <div className="mb-4">
        <CompanySearchBox value={q} onCommit={commit} />
      </div>
      <section aria-label="Companies">
        <CompanyList
          data={list.data}
          q={q.trim()}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          isUpdating={list.isPlaceholderData && list.isFetching}
          hasNextPage={list.hasNextPage && !list.isPlaceholderData}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          refetch={() => void list.refetch()}
          onClear={() => commit("")}
        />
      </section>
    </>
  );
}
