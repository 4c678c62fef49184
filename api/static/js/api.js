// Talking to the judgedesk API: every error arrives in one shape, {"error": {code, message, …}}.
// Every GET answer is kept in memory, so what the page has loaded stays readable when the
// server goes away (the view says it is showing a saved copy).

export class ApiFailure extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

const saved = new Map();   // GET path -> JSON answer
export const connection = { offline: false };

async function call(method, path, body) {
  const init = { method, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    connection.offline = true;
    const key = method === "GET" ? path : `${method} ${path}`;
    if (saved.has(key)) return saved.get(key);
    throw new ApiFailure(0, { code: "unreachable", message: `the service did not answer (${e.message}); `
      + "only what this page already loaded can be shown" });
  }
  connection.offline = response.headers.get("X-Judgedesk-Saved") === "1";  // the service worker's saved copy
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiFailure(response.status, (data && data.error) || { code: "http_error", message: `HTTP ${response.status}` });
  }
  saved.set(method === "GET" ? path : `${method} ${path}`, data);
  return data;
}

const enc = encodeURIComponent;
const disabling = (rules) => (rules || []).map((n) => `disable=${enc(n)}`).join("&");

export const api = {
  ask: (q, lang, limit = 20) => call("GET", `/api/ask?q=${enc(q)}&limit=${limit}${lang ? `&lang=${enc(lang)}` : ""}`),
  cards: (q) => call("GET", `/api/cards?q=${enc(q)}&limit=8`),
  card: (name) => call("GET", `/api/cards/${enc(name)}`),
  cardNames: (name) => call("GET", `/api/names/card/${enc(name)}`),
  names: (q, kind = "card") => call("GET", `/api/names?q=${enc(q)}&kind=${kind}&limit=8`),
  rule: (number) => call("GET", `/api/rules/${enc(number)}`),
  crosscheck: (term) => call("GET", `/api/crosscheck/${enc(term)}`),
  term: (label) => call("GET", `/api/terms/${enc(label)}`),
  terms: (q) => call("GET", `/api/terms${q ? `?q=${enc(q)}` : ""}`),
  checks: () => call("GET", "/api/checks"),
  check: (id) => call("GET", `/api/checks/${enc(id)}`),
  runCheck: (id, disable) => call("POST", `/api/checks/${enc(id)}/run${disable && disable.length ? `?${disabling(disable)}` : ""}`),
  runScenario: (scenario) => call("POST", "/api/checks/run", { scenario }),
  sources: () => call("GET", "/api/sources"),
  source: (id, lines, context = 12) => call("GET", `/api/sources/${enc(id)}?lines=${enc(lines)}&context=${context}`),
};
