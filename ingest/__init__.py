"""Ingestion: source documents → typed records with provenance."""
