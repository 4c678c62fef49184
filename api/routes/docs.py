"""``/docs``: the interactive API reference (Swagger UI) from files served by this service,
never from a CDN. The assets come from the ``swagger-ui-bundle`` package; without it /docs
answers 404 pointing at ``/openapi.json`` (the schema is always served)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles

from api.errors import ApiError

router = APIRouter(tags=["docs"], include_in_schema=False)
ASSETS = "/docs-assets"
# Swagger UI sets style attributes from its script, hence 'unsafe-inline' for styles only;
# every script is a file of this service.
DOCS_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)

_PAGE = f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>judgedesk API</title>
  <link rel="stylesheet" href="{ASSETS}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="{ASSETS}/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
"""
# In a file, not inline, so the page's policy needs no 'unsafe-inline' for scripts.
_INIT = """window.ui = SwaggerUIBundle({url: "/openapi.json", dom_id: "#swagger-ui", deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis], layout: "BaseLayout"});
"""


def swagger_assets() -> Path | None:
    try:
        from swagger_ui_bundle import swagger_ui_path  # optional package
    except ImportError:
        return None
    path = Path(swagger_ui_path)
    return path if (path / "swagger-ui-bundle.js").is_file() else None


@router.get("/docs")
def docs() -> HTMLResponse:
    if swagger_assets() is None:
        raise ApiError(
            404,
            "not_found",
            "/docs needs the swagger-ui-bundle package (pip install swagger-ui-bundle); the API schema is at /openapi.json",
        )
    return HTMLResponse(_PAGE, headers={"Content-Security-Policy": DOCS_POLICY})


@router.get("/docs/init.js")
def docs_init() -> Response:
    return Response(_INIT, media_type="text/javascript", headers={"Content-Security-Policy": DOCS_POLICY})


def install_docs(app: FastAPI) -> None:
    app.include_router(router)
    assets = swagger_assets()
    if assets is not None:
        app.mount(ASSETS, StaticFiles(directory=assets), name="docs-assets")
