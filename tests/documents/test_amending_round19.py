"""Appendix round 19 (360 cases, blind; chains of appendices, appendices of nine changes,
less common families, subtly unfaithful English): what it found refused needlessly or
stored wrong, each beside the faithful or unfaithful wording it must not disturb."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op, Why
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import problems, write_text
from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)
from tests.documents.test_consolidation import _amended, _article, _refused

_VIETNAMESE = (
    "PHỤ LỤC HỢP ĐỒNG SỐ 01\n\nĐiều 1. Sửa đổi\n\n1. Bãi bỏ khoản 6.3 Điều 6.\n\n"
    "Điều 2. Hiệu lực\n\nPhụ lục này có hiệu lực từ ngày 01/07/2026.\n\n"
)
_ENGLISH = (
    "\n\nArticle 1. Amendment\n\n1. Clause 6.3 of Article 6 is repealed.\n\n"
    "Article 2. Effect\n\nThis appendix takes effect on 01/07/2026.\n"
)


@pytest.mark.parametrize(
    "title",
    [
        "CONTRACT APPENDIX NO. 01",
        "CONTRACT APPENDIX",
        "APPENDIX NO. 01 TO THE LABOUR CONTRACT",
        "LABOUR CONTRACT APPENDIX NO. 01",
    ],
)
def test_the_english_title_of_an_appendix_written_after_all_its_vietnamese_is_its_title(
    tmp_path: Path, title: str
) -> None:
    """All the Vietnamese, then all the English headed "CONTRACT APPENDIX NO. 01": the
    English title had opened an appendix of the appendix (§A1, its articles §A1.1, §A1.2),
    each language's clauses left without the other (15 of round 19's appendices refused)."""
    parsed = parse_signed_document(
        write_text(tmp_path / "appendix.txt", _VIETNAMESE + title + _ENGLISH)
    )
    assert [(c.ref, c.text_en) for c in parsed.clauses] == [
        ("§1", "Amendment"),
        ("§1.1", "Clause 6.3 of Article 6 is repealed."),
        ("§2", "Effect\nThis appendix takes effect on 01/07/2026."),
    ]
    assert parsed.title_en == title
    assert problems(parsed) == []


def test_an_appendix_after_a_contract_written_language_by_language_stays_an_appendix(
    tmp_path: Path,
) -> None:
    """Each language's appendix heading comes after its own articles: still §A1."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\n\nĐiều 1. Công việc\n\nKỹ sư phần mềm.\n\nĐiều 2. Tiền lương\n\n"
        "Lương 30.000.000 đồng/tháng.\n\nPHỤ LỤC HỢP ĐỒNG LAO ĐỘNG\n\nĐiều 1. Phụ cấp\n\n"
        "Ăn trưa 730.000 đồng/tháng.\n\n"
        "LABOUR CONTRACT\n\nArticle 1. Job\n\nSoftware engineer.\n\nArticle 2. Salary\n\n"
        "Salary VND 30,000,000 per month.\n\nCONTRACT APPENDIX\n\nArticle 1. Allowances\n\n"
        "Lunch VND 730,000 per month.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert [(c.ref, c.text_en) for c in parsed.clauses] == [
        ("§1", "Job\nSoftware engineer."),
        ("§2", "Salary\nSalary VND 30,000,000 per month."),
        ("§A1", ""),
        ("§A1.1", "Allowances\nLunch VND 730,000 per month."),
    ]


def test_changes_numbered_in_words_past_the_third_are_read(tmp_path: Path) -> None:
    """ "Thứ tư, …" / "Fourth, …", "Thứ năm, …" / "Fifth, …": the English ordinal past
    "third" had been a word of the change not read, and each refused."""
    body = _article(
        "Thứ nhất, bãi bỏ điểm a khoản 3.2 Điều 3.\n\nThứ hai, bãi bỏ điểm b khoản 3.2 Điều 3.\n\n"
        "Thứ ba, bãi bỏ khoản 4.1 Điều 4.\n\nThứ tư, bãi bỏ khoản 6.2 Điều 6.\n\n"
        "Thứ năm, bãi bỏ khoản 6.3 Điều 6.",
        "First, point (a) of Clause 3.2 of Article 3 is repealed.\n\nSecond, point (b) of Clause "
        "3.2 of Article 3 is repealed.\n\nThird, Clause 4.1 of Article 4 is repealed.\n\n"
        "Fourth, Clause 6.2 of Article 6 is repealed.\n\nFifth, Clause 6.3 of Article 6 is "
        "repealed.",
    )
    _clauses, changes = _amended(tmp_path, body)
    assert [(change.op, change.ref) for change in changes] == [
        (Op.REPEAL, ref) for ref in ("§3.2(a)", "§3.2(b)", "§4.1", "§6.2", "§6.3")
    ]


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Thứ nhất, bãi bỏ khoản 6.3 Điều 6.\n\nThứ hai, sửa đổi khoản 4.1 Điều 4 như sau: "
            "“4.1. Không quá 44 giờ/tuần.”",
            "First, Clause 6.3 of Article 6 is repealed.\n\nSecond, Clause 4.1 of Article 4 is "
            "amended as follows: “4.1. At most 44 hours per week.”",
        ),
        (
            "1. Bãi bỏ khoản 6.3 Điều 6.\n\n2. Sửa đổi khoản 4.1 Điều 4 như sau: “4.1. Không "
            "quá 44 giờ/tuần.”",
            "1. Clause 6.3 of Article 6 is repealed.\n\n2. Clause 4.1 of Article 4 is amended "
            "as follows: “4.1. At most 44 hours per week.”",
        ),
    ],
)
def test_a_repeal_numbered_in_a_list_heads_no_change_below_it(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """ "Thứ nhất, bãi bỏ khoản 6.3 …" then "Thứ hai, sửa đổi khoản 4.1 …": two items of one
    list, not a repeal heading a change of another kind (refused ``wording_unclear``)."""
    clauses, changes = _amended(tmp_path, _article(vietnamese, english))
    assert [(change.op, change.ref) for change in changes] == [
        (Op.REPEAL, "§6.3"),
        (Op.REPLACE, "§4.1"),
    ]
    assert clauses["§4.1"].text_en == "At most 44 hours per week."


def test_a_repeal_heading_a_change_of_another_kind_is_still_refused(tmp_path: Path) -> None:
    body = _article(
        "Bãi bỏ khoản 6.3 Điều 6\n\nKhoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Không quá 44 "
        "giờ/tuần.”",
        "Clause 6.3 of Article 6 is repealed\n\nClause 4.1 of Article 4 is amended as follows: "
        "“4.1. At most 44 hours per week.”",
    )
    assert Why.WORDING_UNCLEAR in [why for _clause, why in _refused(tmp_path, body)]


# Round 19: new wording whose English names another kind of what the Vietnamese lists (data
# kept secret, protective equipment, parts of Vietnam), the end of another period, a share of
# another salary, or a region wider than Vietnam; each had been stored.
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động không được tiết lộ dữ liệu tài chính và mã nguồn của Công ty.",
            "The employee shall not disclose the Company's marketing data and source code.",
        ),
        (
            "Người lao động không được tiết lộ dữ liệu tài chính và mã nguồn của Công ty.",
            "The employee shall not disclose the Company's financial data, source code and "
            "pricing.",
        ),
        (
            "Người lao động không được tiết lộ dữ liệu khách hàng.",
            "The employee shall not disclose employee data.",
        ),
        ("Công ty cấp mũ bảo hộ và găng tay.", "The Company provides safety helmets and goggles."),
        (
            "Công ty cấp mũ bảo hộ và găng tay.",
            "The Company provides safety helmets, gloves and masks.",
        ),
        (
            "Khu vực phụ trách: các tỉnh miền Nam và miền Trung Việt Nam.",
            "Territory: the southern and central provinces of Southeast Asia.",
        ),
        (
            "Khu vực phụ trách: các tỉnh miền Nam và miền Trung.",
            "Territory: the southern and northern provinces.",
        ),
        (
            "Công ty hỗ trợ 5.000.000 đồng một lần để mua bàn ghế làm việc tại nhà.",
            "The Company pays a yearly VND 5,000,000 for home office furniture.",
        ),
        (
            "Người lao động chuyển giao cho Công ty mọi quyền tác giả đối với phần mềm do mình "
            "tạo ra.",
            "The employee assigns to each party all copyright in software the employee creates.",
        ),
        (
            "Hoa hồng được trả trong vòng 10 ngày làm việc sau khi kết thúc quý.",
            "Commission is paid within 10 working days after the end of the month.",
        ),
        (
            "Thưởng hiệu suất tối đa 25% lương năm khi đạt KPI.",
            "Performance bonus of up to 25% of monthly salary when KPIs are met.",
        ),
    ],
)
def test_new_wording_round_nineteen_had_stored_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động không được tiết lộ bí mật kinh doanh, mã nguồn, dữ liệu tài chính và "
            "danh sách khách hàng.",
            "The employee shall not disclose trade secrets, source code, financial data or "
            "client lists.",
        ),
        (
            "Người lao động không được tiết lộ dữ liệu nhân sự và bảng giá của Công ty.",
            "The employee shall not disclose the Company's HR data and price lists.",
        ),
        (
            "Thông tin đánh giá hằng năm về giá trị công việc với khách hàng là bí mật.",
            "Information from the yearly appraisal of the value of work for clients is "
            "confidential.",
        ),
        (
            "Công ty cấp mũ bảo hộ, găng tay, kính bảo hộ và giày bảo hộ.",
            "The Company issues hard hats, gloves, safety glasses and safety boots.",
        ),
        (
            "Khu vực phụ trách: các tỉnh miền Nam và miền Trung Việt Nam.",
            "Territory: the southern and central provinces of Vietnam.",
        ),
        (
            "Khu vực phụ trách: Việt Nam và các nước Đông Nam Á.",
            "Territory: Vietnam and the countries of Southeast Asia.",
        ),
        (
            "Hoa hồng được trả trong vòng 10 ngày làm việc sau khi kết thúc quý.",
            "Commission is paid within 10 working days after the end of the quarter.",
        ),
        (
            "Thưởng hiệu suất tối đa 25% lương năm khi đạt KPI.",
            "A performance bonus of up to 25% of annual salary is paid when KPIs are met.",
        ),
        (
            "Người lao động được hưởng lương tháng 13 bằng một tháng lương.",
            "The employee receives a 13th-month salary equal to one month's salary.",
        ),
        (
            "Khu vực phụ trách: các tỉnh miền Bắc, miền Trung và miền Nam.",
            "Territory: the northern, central and southern provinces.",
        ),
        (
            "Phụ trách thị trường miền Trung và Tây Nguyên.",
            "In charge of the central region and the Central Highlands.",
        ),
        (
            "Công ty hỗ trợ 5.000.000 đồng một lần để mua bàn ghế làm việc tại nhà.",
            "The Company pays a one-off VND 5,000,000 for home office furniture.",
        ),
        (
            "Công ty tổ chức khám sức khỏe mỗi năm một lần.",
            "The Company arranges a health check once a year.",
        ),
        (
            "Người lao động được thưởng 1.000.000 đồng khi hoàn thành mùa vụ.",
            "The employee receives a bonus of VND 1,000,000 on completing the season.",
        ),
        # a second review's: each refused by the first wording of the checks just above
        (
            "Mọi sửa đổi phải được Công ty và Người lao động thống nhất bằng văn bản.",
            "Any amendment must be agreed in writing by both parties.",
        ),
        (
            "Hợp đồng lập thành 02 bản, Công ty giữ 01 bản, người lao động giữ 01 bản.",
            "The contract is made in two copies, one kept by each party.",
        ),
        (
            "Công ty tổ chức khám sức khỏe định kỳ một lần trong một năm.",
            "The Company arranges a health check once a year.",
        ),
        (
            "Người lao động được thưởng một lần khi đạt chỉ tiêu doanh số tháng.",
            "The employee receives a one-time bonus on meeting the monthly sales target.",
        ),
        (
            "Khu vực phụ trách: các tỉnh phía Nam và miền Trung.",
            "Territory: the southern and central provinces.",
        ),
        (
            "Khu vực phụ trách: miền Bắc, miền Trung và miền Nam.",
            "Territory: the North, Centre and South.",
        ),
        (
            "Khu vực phụ trách: các tỉnh đồng bằng Bắc Bộ.",
            "Territory: the Red River Delta provinces.",
        ),
        (
            "Công ty chi trả chi phí ăn ở cho người lao động khi đi công tác.",
            "The Company pays meals and accommodation for the employee on business trips.",
        ),
        (
            "Thời giờ làm việc hằng ngày là 08 giờ; ngày làm việc từ thứ Hai đến thứ Sáu.",
            "Daily working hours are 8; working days are Monday to Friday.",
        ),
        # a fresh-eyes review's faithful pairs, each refused by the first wording of the checks
        (
            "Nhân viên không được tiết lộ thông tin khách hàng cho bên thứ ba.",
            "Staff shall not disclose customer information to third parties.",
        ),
        (
            "Nhân viên không được tiết lộ thông tin khách hàng và giá phòng ưu đãi.",
            "Employees shall not disclose guest information or discounted room rates.",
        ),
        (
            "Người vi phạm nghĩa vụ bảo mật thông tin khách hàng phải bồi thường thiệt hại, kể "
            "cả chi phí luật sư.",
            "Anyone in breach of the duty to keep customer information confidential shall pay "
            "damages, including legal fees.",
        ),
        (
            "Không được nhận quà tặng trị giá trên 500.000 đồng từ khách hàng; thông tin này phải "
            "báo cáo.",
            "No gifts worth over VND 500,000 may be accepted from customers; this information "
            "must be reported.",
        ),
        (
            "Dữ liệu khách hàng được lưu trữ đến hết năm tài chính.",
            "Customer data is kept until the end of the fiscal year.",
        ),
        (
            "Công ty cấp khẩu trang và kính chắn giọt bắn.",
            "The Company issues masks and face shields.",
        ),
        ("Công ty cấp mặt nạ hàn và găng tay.", "The Company issues welding helmets and gloves."),
        (
            "Lái xe phải thắt dây an toàn và đội mũ bảo hiểm.",
            "Drivers must wear seat belts and helmets.",
        ),
        (
            "Công ty cấp găng tay và khẩu trang; người lao động ủng hộ các quy định an toàn.",
            "The Company issues gloves and masks; the employee supports the safety rules.",
        ),
        (
            "Người lao động làm việc tại trụ sở chính ở Hà Nội và phụ trách các tỉnh miền Bắc.",
            "The employee works at the central office in Hanoi and covers the northern provinces.",
        ),
        (
            "Phụ trách khách hàng Hàn Quốc tại miền Bắc.",
            "In charge of South Korean customers in the North.",
        ),
        (
            "Tài khoản lương mở tại Ngân hàng TMCP Đông Á.",
            "The salary account is held at East Asia Commercial Bank.",
        ),
        ("Thị trường: các nước Đông Á.", "Market: the countries of East Asia."),
        (
            "Lương trả vào ngày cuối tháng; thưởng trả vào cuối năm.",
            "Salary is paid on the last day of the month; the bonus at the end of the year.",
        ),
        (
            "Hoa hồng tính khi kết thúc quý và trả vào cuối tháng tiếp theo.",
            "Commission is calculated at the end of the quarter and paid at the end of the "
            "following month.",
        ),
        (
            "Người lao động phải sử dụng hết năm ngày phép vào cuối năm.",
            "The employee must use up five days of leave at the end of the year.",
        ),
        (
            "Thưởng Tết bằng một tháng lương; thưởng hiệu suất 20% lương năm.",
            "The Tet bonus is one month's salary; the performance bonus 20% of annual salary.",
        ),
    ],
)
def test_the_faithful_translations_beside_them_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


def test_a_points_number_in_brackets_is_no_clauses_title(tmp_path: Path) -> None:
    """A review: "Khoản 3.2 (b) Điều 3 được sửa đổi …" names point (b), not clause 3.2 under a
    title "(b)": read as a title, the whole clause had been replaced, its points gone."""
    body = _article(
        "Khoản 3.2 (b) Điều 3 được sửa đổi như sau: “Đi lại: 800.000 đồng/tháng.”",
        "Clause 3.2 (b) of Article 3 is amended as follows: “Travel: VND 800,000 per month.”",
    )
    assert _refused(tmp_path, body) != []


def test_an_english_appendix_alone_after_a_contract_and_its_appendix_stays_an_appendix(
    tmp_path: Path,
) -> None:
    """A review: the Vietnamese contract and its appendix, then only the appendix's English
    ("APPENDIX 01", "Article 1 …"): the English heading is no title to drop, or the
    appendix's English pairs with the contract's articles."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\n\nĐiều 1. Công việc\n\nKỹ sư phần mềm.\n\nĐiều 2. Tiền lương\n\n"
        "Lương 30.000.000 đồng/tháng.\n\nPHỤ LỤC 01\n\nĐiều 1. Mức lương\n\n"
        "Lương 35.000.000 đồng/tháng.\n\nAPPENDIX 01\n\nArticle 1. Salary\n\n"
        "Salary VND 35,000,000 per month.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    english = {c.ref: c.text_en for c in parsed.clauses}
    assert english["§A1.1"] == "Salary\nSalary VND 35,000,000 per month."
    assert english["§1"] == ""
