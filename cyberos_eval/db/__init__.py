"""Database bootstrap: embedded PostgreSQL, connection settings and the three roles."""
