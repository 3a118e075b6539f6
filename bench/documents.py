"""Long signed documents for the parser's part of the bench: the same contract, as long as
asked, in the layouts the parser aligns differently."""

from __future__ import annotations

from pathlib import Path

SUBCLAUSES = 9  # under each article: "Điều N." then "N.1." … "N.9."


def _clauses(clauses: int) -> list[tuple[str, str]]:
    """``clauses`` numbered clauses: articles of nine sub-clauses, the last perhaps shorter."""
    pairs = []
    for article in range(1, clauses // (SUBCLAUSES + 1) + 2):
        pairs.append(
            (
                f"Điều {article}. Quyền và nghĩa vụ của các bên theo điều {article}",
                f"Article {article}. Rights and obligations of the parties under article {article}",
            )
        )
        for number in range(1, SUBCLAUSES + 1):
            pairs.append(
                (
                    f"{article}.{number}. Người lao động thực hiện nghĩa vụ thứ {number} "
                    f"của điều {article} đúng hạn và báo cáo cho người quản lý trực tiếp.",
                    f"{article}.{number}. The employee performs duty {number} of article "
                    f"{article} on time and reports to the line manager.",
                )
            )
    return pairs[:clauses]


def interleaved(folder: Path, clauses: int) -> Path:
    """One Markdown file: each Vietnamese paragraph followed by its English."""
    lines = ["HỢP ĐỒNG LAO ĐỘNG", "", "LABOUR CONTRACT", ""]
    for vietnamese, english in _clauses(clauses):
        lines += [vietnamese, "", english, ""]
    path = folder / f"interleaved_{clauses}.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def separate(folder: Path, clauses: int) -> tuple[Path, Path]:
    """Two Markdown files, Vietnamese and English, aligned by their numbers."""
    pairs = _clauses(clauses)
    vietnamese = folder / f"separate_{clauses}.vi.md"
    english = folder / f"separate_{clauses}.en.md"
    vietnamese.write_text(
        "\n\n".join(["HỢP ĐỒNG LAO ĐỘNG", *(vi for vi, _ in pairs)]), encoding="utf-8"
    )
    english.write_text("\n\n".join(["LABOUR CONTRACT", *(en for _, en in pairs)]), encoding="utf-8")
    return vietnamese, english
