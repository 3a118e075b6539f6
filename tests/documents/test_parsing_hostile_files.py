"""Small files that cost the reader hours or gigabytes (a probe of hostile files, 2026-12):
each is refused, or read within bounds, as an ordinary document is."""

from __future__ import annotations

import zipfile
from pathlib import Path

import docx
import pytest

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.docx_reader import _NODE_PATH, _formatted
from rubric.documents.parsing.labels import parse_label


def test_a_docx_that_unpacks_to_gigabytes_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """A zip bomb: 257 MB of zeros packed into a few hundred KB (python-docx loads every part
    whole; a 2 GB one had taken 4 GB of memory)."""
    source = tmp_path / "source.docx"
    document = docx.Document()
    document.add_paragraph("Điều 1. Công việc")
    document.save(str(source))
    bomb = tmp_path / "bomb.docx"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(bomb, "w") as copy:
        for item in original.infolist():
            copy.writestr(item, original.read(item.filename))
        info = zipfile.ZipInfo("word/media/image9.png")
        info.compress_type = zipfile.ZIP_DEFLATED
        with copy.open(info, "w") as part:
            for _ in range(257):
                part.write(bytes(2**20))
    assert bomb.stat().st_size < 2**20
    with pytest.raises(DocumentUnreadable) as caught:
        parse_signed_document(bomb)
    assert caught.value.code == "too_large"


@pytest.mark.parametrize(
    ("xpath", "run"),
    [
        ("/ns0:contract[1]/ns0:salary[1]", True),  # what Word writes
        ("/ns0:contract/ns0:salary/@ns0:currency", True),
        ("/root[1]/item[12]", True),
        ("/ns0:contract[1]/ns0:salary[re:test(., '^(a|aa)+$')]", False),  # hours in libxml2
        ("count(//v[count(//v[count(//v)>0])>0])", False),  # cubic
        ("//ns0:salary", False),
    ],
)
def test_only_a_path_to_a_node_of_the_files_data_is_evaluated(xpath: str, run: bool) -> None:
    assert bool(_NODE_PATH.fullmatch(xpath)) is run


def test_list_letters_past_a_few_rounds_of_the_alphabet_stay_short() -> None:
    """A list counted to 40,000 wrote each lettered number 1,500 letters long at nine levels:
    gigabytes, then MemoryError."""
    assert _formatted(27, "lowerLetter") == "aa"
    assert len(_formatted(40_000, "lowerLetter")) <= 8


def test_a_number_deeper_than_any_clause_is_no_label() -> None:
    """ "1.1.1.…" 20,000 levels deep (a list number repeated by its own level text) cost
    memory with the square of its depth, then MemoryError."""
    assert parse_label("1.2.3.4.5.6.7.8.9.10. Mục sâu nhất") is not None
    assert parse_label("1." * 11 + " Quá sâu") is None
    assert parse_label("1." * 20_000 + " Quá sâu") is None
