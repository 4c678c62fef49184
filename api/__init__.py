"""Thin shells over the library: the judgedesk CLI and the FastAPI service."""
