"""An English file of a separate pair dated above its title ("Dong Nai, 1 January 2026", as
the Vietnamese is dated under the national motto) keeps its title and preamble. A user trial's
appendix lost both: the English file opens after every Vietnamese clause was read, and its
place and date of signing were taken for the signature block's, the rest left out with a
false "text after a signature heading" problem."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_text

VIETNAMESE = """**CÔNG TY TNHH MAY MẶC PHÚ HÒA**

**CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM**
**Độc lập - Tự do - Hạnh phúc**

Đồng Nai, ngày 01 tháng 01 năm 2026

# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG: TỔNG ĐÃI NGỘ

Căn cứ Hợp đồng lao động số 127/2026/HĐLĐ-PH ký ngày 01 tháng 01 năm 2026;

## Điều 1. Lương

1.1. Người lao động được xếp Bậc 2 từ ngày 01 tháng 01 năm 2026.

**ĐẠI DIỆN CÔNG TY**

(Ký, ghi rõ họ tên)
"""

ENGLISH = """**PHU HOA GARMENT COMPANY LIMITED**

**SOCIALIST REPUBLIC OF VIETNAM**
**Independence - Freedom - Happiness**

{dated}

# LABOUR CONTRACT APPENDIX: TOTAL REWARDS

Pursuant to Labour Contract No. 127/2026/HĐLĐ-PH signed on 1 January 2026;

## Article 1. Salary

1.1. The Employee is placed in Grade 2 from 1 January 2026.

**FOR THE COMPANY**

(Signature and full name)
"""


def test_the_english_dated_above_its_title_keeps_title_and_preamble(tmp_path: Path) -> None:
    for dated in ("Dong Nai, 1 January 2026", "Dong Nai, January 1, 2026"):
        vi = write_text(tmp_path / "appendix.vi.md", VIETNAMESE)
        en = write_text(tmp_path / "appendix.en.md", ENGLISH.format(dated=dated))

        document = parse_signed_document(vi, path_en=en)

        assert document.title_en == "LABOUR CONTRACT APPENDIX: TOTAL REWARDS", dated
        assert "Pursuant to Labour Contract No. 127/2026" in document.preamble_en
        assert problems(document) == []
        assert clause(document, "§1.1").text_en == (
            "The Employee is placed in Grade 2 from 1 January 2026."
        )
