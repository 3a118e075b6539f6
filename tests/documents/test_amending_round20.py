"""Appendix round 20 (446 pairs of new wording, marked faithful or not before the run; aimed
at the wording checks rounds 18 and 19 added): faithful translations it found refused, and
changes of meaning it found stored, each now made or refused beside its counterpart."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # a region of Vietnam is no province's name the English must spell
        (
            "Người lao động phụ trách thị trường Thành phố Hồ Chí Minh và các tỉnh Đông Nam Bộ.",
            "The employee covers Ho Chi Minh City and the south-eastern provinces.",
        ),
        (
            "Người lao động chịu trách nhiệm phát triển đại lý tại các tỉnh Tây Bắc.",
            "The employee is responsible for developing dealers in the northwestern provinces.",
        ),
        (
            "Khu vực kinh doanh: các tỉnh Tây Nguyên và Nam Trung Bộ.",
            "Sales area: the Central Highlands and the South Central Coast provinces.",
        ),
        # "fire safety" is "phòng cháy chữa cháy"
        (
            "Người lao động phải tuân thủ nội quy công trường và quy định về phòng cháy chữa cháy.",
            "The employee must observe the site rules and fire safety regulations.",
        ),
        # "cuối mỗi quý", "tháng đầu của quý tiếp theo"
        (
            "Hoa hồng được quyết toán vào cuối mỗi quý và chi trả vào tháng đầu của quý tiếp theo.",
            "Commission is settled at the end of every quarter and paid in the first month of "
            "the next quarter.",
        ),
        # "ăn ở": board and lodging
        (
            "Công ty chi trả chi phí đi lại và ăn ở cho người lao động khi được điều động đến "
            "công trường ở tỉnh khác.",
            "When sent to a site in another province, the employee's travel and accommodation "
            "costs are paid by the Company.",
        ),
        # a permission denied binds
        (
            "Người lao động nghỉ việc trước ngày chi trả thưởng cuối năm sẽ không được hưởng "
            "khoản thưởng này.",
            "An employee who leaves before the year-end bonus payment date is not entitled to "
            "this bonus.",
        ),
        # a choice under a ban bans each
        (
            "Người lao động không được tiết lộ thông tin về dự án, khách hàng hoặc giá thầu cho "
            "bên ngoài.",
            "Project, client and tender price information must not be disclosed to outsiders by "
            "the employee.",
        ),
        # "no later than … beforehand": at least so long before
        (
            "Người lao động phải đăng ký nghỉ phép trước ít nhất 03 ngày làm việc.",
            "Leave requests must be submitted no later than three working days beforehand.",
        ),
        # "tự ý": without permission
        (
            "Người lao động không được tự ý rời khỏi công trường trong ca làm việc.",
            "The employee may not leave the site during the shift without permission.",
        ),
    ],
)
def test_faithful_new_wording_round_twenty_found_refused_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Khu vực phụ trách: các tỉnh miền Bắc.", "Sales territory: the southern provinces."),
        (
            "Người lao động chịu trách nhiệm phát triển đại lý tại các tỉnh Tây Bắc.",
            "The employee is responsible for developing dealers in the northeastern provinces.",
        ),
        (
            "Khu vực kinh doanh: các tỉnh đồng bằng sông Cửu Long.",
            "Sales area: the Red River Delta provinces.",
        ),
        (
            "Khu vực phụ trách của Giám đốc vùng: miền Nam và miền Tây Nam Bộ.",
            "The Regional Director's territory: the South and the Central Highlands.",
        ),
        (
            "Người lao động được hỗ trợ tiền thuê nhà 2.000.000 đồng/tháng trong 6 tháng đầu.",
            "The employee receives rental support of VND 2,000,000 per month for the last 6 "
            "months.",
        ),
        # a second review's: changes of meaning the first wording of the checks let through
        (
            "Người lao động tự ý nghỉ việc 05 ngày liên tục bị sa thải.",
            "An employee absent for 5 consecutive days with the Director's approval is dismissed.",
        ),
        (
            "Người vi phạm không được thưởng và bị khiển trách hoặc cách chức.",
            "Offenders receive no bonus and are reprimanded and demoted.",
        ),
        (
            "Nếu không thể đến làm việc, người lao động phải báo cho trưởng phòng hoặc phòng nhân "
            "sự.",
            "If unable to come to work, the employee must inform both the head of department and "
            "HR.",
        ),
    ],
)
def test_new_wording_round_twenty_found_stored_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Toàn bộ mã nguồn và tài liệu kỹ thuật do người lao động tạo ra trong quá trình làm "
            "việc thuộc quyền sở hữu của Công ty.",
            "All source code and technical documents created by the employee in the course of "
            "employment belong to the employee.",
        ),
        ("Sáng chế thuộc về Người lao động.", "Inventions are the property of the Company."),
        (
            "Nghiêm cấm sử dụng rượu bia trong giờ làm việc tại công trường.",
            "The consumption of alcohol on site is permitted outside working hours.",
        ),
    ],
)
def test_another_owner_or_a_ban_lifted_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """Round 20: whose what is made is ("thuộc quyền sở hữu của Công ty" / "belong to the
    employee"), and a ban the English lifts, had been stored."""
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Toàn bộ mã nguồn do người lao động tạo ra thuộc quyền sở hữu của Công ty.",
            "All source code the employee creates is the sole property of the Company.",
        ),
        ("Sáng chế thuộc về Công ty.", "Inventions belong to the Company."),
        (
            "Nghiêm cấm sử dụng rượu bia trong giờ làm việc.",
            "Drinking alcohol during working hours is strictly prohibited.",
        ),
        (
            "Cấm hút thuốc trong khu vực sản xuất.",
            "Smoking is not allowed in the production area.",
        ),
    ],
)
def test_the_owner_and_the_ban_kept_are_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Nhân viên được ăn ca miễn phí tại nhà ăn nhân viên.",
            "Staff receive meals at cost in the staff canteen.",
        ),
        (
            "Công ty bố trí chỗ ở tập trung miễn phí cho công nhân tại công trường.",
            "The Company provides shared accommodation for workers on site at a subsidised rent.",
        ),
        (
            "Khi có sự cố tai nạn lao động, người lao động phải báo ngay cho cán bộ an toàn.",
            "In the event of a workplace accident, the employee must inform the safety officer "
            "within 24 hours.",
        ),
        (
            "Phụ cấp ngoại ngữ 1.000.000 đồng/tháng cho người có chứng chỉ IELTS từ 6.5 trở lên.",
            "A language allowance of VND 1,000,000 per month for holders of an IELTS score of up "
            "to 6.5.",
        ),
        (
            "Công ty mua bảo hiểm nhân thọ cho người lao động có thâm niên từ 5 năm trở lên.",
            "The Company takes out life insurance for employees with less than 5 years of service.",
        ),
    ],
)
def test_free_at_once_or_at_least_turned_otherwise_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """Round 20: "miễn phí" / "at cost", "báo ngay" / "within 24 hours", "từ 6.5 trở lên" /
    "up to 6.5", "từ 5 năm trở lên" / "less than 5 years" had been stored."""
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Nhân viên được ăn ca miễn phí tại nhà ăn.", "Staff receive free meals in the canteen."),
        (
            "Công ty bố trí chỗ ở miễn phí cho công nhân.",
            "The Company provides accommodation for workers free of charge.",
        ),
        (
            "Khi có sự cố, người lao động phải báo ngay cho cán bộ an toàn.",
            "In the event of an incident, the employee must immediately inform the safety officer.",
        ),
        (
            "Phụ cấp ngoại ngữ 1.000.000 đồng/tháng cho người có chứng chỉ IELTS từ 6.5 trở lên.",
            "A language allowance of VND 1,000,000 per month for holders of an IELTS score of "
            "6.5 or higher.",
        ),
        (
            "Công ty mua bảo hiểm nhân thọ cho người lao động có thâm niên từ 5 năm trở lên.",
            "The Company takes out life insurance for employees with at least 5 years of service.",
        ),
        (
            "Người lao động được nghỉ ngay sau khi hoàn thành dự án.",
            "The employee may take leave right after the project is completed.",
        ),
    ],
)
def test_free_at_once_or_at_least_kept_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động không được làm việc cho khách hàng của Công ty trong thời hạn 12 "
            "tháng sau khi nghỉ việc.",
            "The employee shall not work for any of the Company's competitors for 12 months "
            "after leaving.",
        ),
        (
            "Công ty cấp ủng cao su và găng tay cao su cho công nhân vệ sinh.",
            "The Company issues rubber boots and rubber gloves to cleaning workers on request.",
        ),
    ],
)
def test_another_counterpart_or_a_request_added_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """Round 20: customers made competitors, and "on request" added, had been stored."""
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động không được làm việc cho đối thủ cạnh tranh của Công ty trong thời "
            "hạn 12 tháng sau khi nghỉ việc.",
            "The employee shall not work for any competitor of the Company for 12 months after "
            "leaving.",
        ),
        (
            "Công ty trả mức lương cạnh tranh và chăm sóc khách hàng chu đáo.",
            "The Company pays a competitive salary and looks after customers carefully.",
        ),
        (
            "Công ty cấp thêm găng tay cho công nhân theo yêu cầu.",
            "The Company issues extra gloves to workers on request.",
        ),
    ],
)
def test_the_counterpart_and_the_request_kept_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# A third review's faithful translations, each refused by the wording of the checks just above
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Mức lương không thấp hơn 5.000.000 đồng/tháng.",
            "The salary shall not be less than VND 5,000,000 per month.",
        ),
        (
            "Người lao động không được tự ý tiết lộ thông tin mật.",
            "The employee shall not disclose confidential information without the prior written "
            "consent of the Company.",
        ),
        (
            "Người lao động được phụ cấp ăn trưa theo quyết định của Hội đồng quản trị.",
            "The employee receives a lunch allowance as decided by the Board.",
        ),
        (
            "Người lao động trả lại tài sản trong vòng 05 ngày kể từ ngày Công ty yêu cầu.",
            "The employee returns the property within 5 days upon the Company's request.",
        ),
        (
            "Người lao động được phụ cấp điện thoại và được bố trí chỗ ở.",
            "The employee receives a phone allowance and is provided with accommodation.",
        ),
        (
            "Người lao động làm việc tại Trung tâm Dữ liệu phía Nam.",
            "The employee works at the Southern Data Centre.",
        ),
        (
            "Công ty bố trí chỗ ở miễn phí cho người lao động.",
            "The Company provides accommodation at the Company's expense.",
        ),
        (
            "Người lao động phải thông báo ngay cho Công ty trong vòng 24 giờ.",
            "The employee must notify the Company within 24 hours.",
        ),
        (
            "Người lao động không được sao chép và tiết lộ tài liệu, thông tin hoặc bí mật kinh "
            "doanh của Công ty.",
            "The employee shall not copy and disclose the Company's documents, information and "
            "trade secrets.",
        ),
        (
            "Công ty tổ chức khám sức khỏe cho người lao động một lần trong năm.",
            "The Company arranges a health check for the employee every year.",
        ),
    ],
)
def test_faithful_new_wording_a_third_review_found_refused_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)
