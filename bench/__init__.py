"""Benchmarks of the product against a raw-psycopg floor and a naive DRF peer (see README.md)."""
