/** The company list's paging: the web app imports these without the schemas (and Zod). */
export const COMPANY_PAGE_SIZE = 20;
export const COMPANY_MAX_PAGE_SIZE = 50;
/** The deepest page a list reaches: a name search narrows the list long before that. */
export const COMPANY_MAX_PAGE = 500;
export const COMPANY_QUERY_MAX = 100;
