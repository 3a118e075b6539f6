"""The messages the user trial found in English (or missing) in the Vietnamese admin, as the
founder reads them: the demo tenant's language is Vietnamese and no language is chosen."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.utils import translation

from rubric.checks import check_params_problem
from rubric.presentation import describe_check
from tests.admin.conftest import client_for, version_url
from tests.admin.test_workbench import items_of


def said(page) -> list[str]:
    return [
        re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", str(m))))
        for m in page.context["messages"]
    ]


@pytest.mark.django_db
def test_the_workbench_says_in_vietnamese_what_it_could_not_do(demo) -> None:
    founder, v1, v2 = demo
    client = client_for(founder)
    item = next(i for i in items_of(founder, v2) if i.authored_by == "genie")
    client.post(version_url(v2, f"items/{item.pk}/delete/"), follow=True)
    stale = client.post(version_url(v2, f"items/{item.pk}/accept/"), follow=True)
    assert said(stale) == [
        "Mục này không còn tồn tại; có thể nó đã được gỡ ở một thẻ (tab) khác. "
        "(rubric_item_not_found)"
    ]
    nothing = client.post(version_url(v2, "items/accept/"), follow=True)
    assert said(nothing) == [
        "Hãy đánh dấu chọn các đề xuất cần chấp nhận, rồi bấm “Chấp nhận các đề xuất đã chọn”."
    ]
    again = client.post(version_url(v1, "publish/"), {"effective_from": "2027-01-01"}, follow=True)
    (published,) = said(again)
    assert published.startswith("Phiên bản 1 đang ở trạng thái đã ban hành. Phiên bản đã được")
    assert "có hiệu lực từ 2026-01-01; không có gì thay đổi." in published


@pytest.mark.django_db
def test_check_parameter_errors_are_vietnamese(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    kpi = next(i for i in items_of(founder, v2) if i.check_type == "threshold_numeric")
    url = version_url(v2, f"items/{kpi.pk}/edit/")
    data = {k: ("" if v is None else v) for k, v in client.get(url).context["form"].initial.items()}
    page = client.post(url, {**data, "check_params": '{\n  "target": 40,\n}'})
    text = re.sub(r"\s+", " ", unescape(page.text))
    assert "JSON không hợp lệ ở dòng 3, cột 1: cần một khóa trong dấu ngoặc kép" in text
    page = client.post(url, {**data, "check_params": '{"target": 40, "operator": "≤"}'})
    text = re.sub(r"\s+", " ", unescape(page.text))
    assert 'operator: "≤" không thuộc các giá trị cho phép: ">=", ">", "<=", "<", "=="' in text
    with translation.override("vi"):
        assert str(check_params_problem("threshold_numeric", {"target": "40 giờ"})) == (
            'check_params: thiếu khóa bắt buộc: "operator" (bắt buộc: "target", "operator")'
        )
        assert "không phải là một số" in str(
            check_params_problem("threshold_numeric", {"target": "40 giờ", "operator": "<"})
        )


@pytest.mark.parametrize(
    ("check_type", "params", "vietnamese"),
    [
        (
            "evidence_presence",
            {"signal": "daily_output_report_submitted", "window_days": 1},
            "có bằng chứng “daily_output_report_submitted” trong 1 ngày",
        ),
        ("periodic_review", {"period": "monthly"}, "đánh giá hằng tháng"),
        (
            "attestation",
            {"attested_by": "employee", "period": "monthly"},
            "xác nhận (người lao động, hằng tháng)",
        ),
        (
            "threshold_numeric",
            {"metric": "line_efficiency", "operator": ">=", "target": 75, "unit": "percent"},
            "line_efficiency ≥ 75%",
        ),
        (
            "threshold_numeric",
            {"metric": "leave_notice", "operator": ">=", "target": 3, "unit": "working_days"},
            "leave_notice ≥ 3 ngày làm việc",
        ),
        (
            "threshold_numeric",
            {"metric": "working_hours", "operator": "<=", "target": 48, "unit": "hours/week"},
            "working_hours ≤ 48 giờ/tuần",
        ),
    ],
)
def test_checks_read_in_vietnamese_words(check_type, params, vietnamese) -> None:
    with translation.override("vi"):
        assert describe_check(check_type, params) == vietnamese
