"""Placeholder until the parser lands (branch issue10-parser)."""

from __future__ import annotations

from pathlib import Path

from .. import DocumentUnreadable, ParsedDocument


def parse_signed_document(path: Path, *, path_en: Path | None = None) -> ParsedDocument:
    raise DocumentUnreadable("unsupported_format", "the parser is not built yet")
