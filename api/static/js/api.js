// Talking to the judgedesk API: every error arrives in one shape, {"error": {code, message, …}}.

export class ApiFailure extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

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
    throw new ApiFailure(0, { code: "unreachable", message: `the service did not answer (${e.message})` });
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiFailure(response.status, (data && data.error) || { code: "http_error", message: `HTTP ${response.status}` });
  }
  return data;
}

const enc = encodeURIComponent;

export const api = {
  ask: (q, lang, limit = 10) => call("GET", `/api/ask?q=${enc(q)}&limit=${limit}${lang ? `&lang=${enc(lang)}` : ""}`),
  cards: (q) => call("GET", `/api/cards?q=${enc(q)}&limit=8`),
  card: (name) => call("GET", `/api/cards/${enc(name)}`),
  crosscheck: (term) => call("GET", `/api/crosscheck/${enc(term)}`),
  terms: (q) => call("GET", `/api/terms${q ? `?q=${enc(q)}` : ""}`),
  checks: () => call("GET", "/api/checks"),
  check: (id) => call("GET", `/api/checks/${enc(id)}`),
  runCheck: (id) => call("POST", `/api/checks/${enc(id)}/run`),
  runScenario: (scenario) => call("POST", "/api/checks/run", { scenario }),
  sources: () => call("GET", "/api/sources"),
  source: (id, lines, context = 12) => call("GET", `/api/sources/${enc(id)}?lines=${enc(lines)}&context=${context}`),
};
