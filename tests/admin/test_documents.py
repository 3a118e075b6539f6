"""Signed documents in the admin: the clause tree VI | EN, an item's clause with its quoted words
highlighted, and GENIE's Draft from documents on a draft."""

from __future__ import annotations

import io
import re
import zipfile
from html import unescape

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from reportlab.pdfgen import canvas

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role
from rubric.models import RubricItem, SignedDocument
from rubric.services import add_item, create_rubric
from rubric.services.documents import MAX_FILE_BYTES
from tests.admin.conftest import client_for, version_url
from tests.documents.test_import import WORKING_TIME
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    SMALL_NDA,
    import_document,
    make_grant,
    make_subject,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def cited(founder, tmp_path):
    imported = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    version = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    item = add_item(actor=founder, version=version, data=WORKING_TIME)
    return imported.document, version, item


def test_an_items_clause_opens_with_the_quote_highlighted(founder, cited) -> None:
    document, version, item = cited
    client = client_for(founder)
    review = client.get(version_url(version)).text
    link = re.search(r'href="([^"]+)" data-testid="cited-clause"', review)
    assert link is not None and f"item={item.pk}" in link.group(1)
    page = client.get(unescape(link.group(1)))
    assert page.status_code == 200
    text = page.text
    assert f"<mark>{WORKING_TIME['source_quote_vi']}</mark>" in text
    assert f"<mark>{WORKING_TIME['source_quote_en']}</mark>" in text
    assert 'id="clause-§4.1" class="focused"' in text
    assert document.sha256 in text and "Tiếng Việt" in text and "English" in text
    assert "§4.2" in text  # the whole tree, not only the cited clause


def test_a_clause_named_as_people_write_it_opens_focused(founder, cited) -> None:
    document, _, _ = cited
    url = f"/admin/rubric/signeddocument/{document.pk}/change/"
    page = client_for(founder).get(url, {"ref": "Khoản 1 Điều 4"}).text
    assert 'id="clause-§4.1" class="focused"' in page


def test_documents_are_hidden_from_a_subject_without_grants(founder, cited) -> None:
    document, _, _ = cited
    nobody = client_for(make_subject(founder.tenant))
    assert nobody.get(f"/admin/rubric/signeddocument/{document.pk}/change/").status_code == 403
    assert nobody.get("/admin/rubric/signeddocument/").status_code == 403


def test_a_drafts_review_page_offers_draft_from_documents_once_there_are_some(
    founder, tmp_path
) -> None:
    """The button had never shown: the page's context did not say the tenant has documents."""
    version = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    client = client_for(founder)
    assert 'data-testid="draft-from-documents"' not in client.get(version_url(version)).text
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    page = client.get(version_url(version)).text
    assert 'data-testid="draft-from-documents"' in page
    assert version_url(version, "draft-from-documents/") in page


def test_draft_from_documents_in_the_admin(founder, cited) -> None:
    _, version, _ = cited
    response = client_for(founder).post(version_url(version, "draft-from-documents/"), follow=True)
    messages = [str(m) for m in response.context["messages"]]
    assert any("GENIE" in m for m in messages), messages
    with tenant_context(founder.tenant):
        assert RubricItem.objects.filter(rubric_version=version, authored_by="genie").exists()


def test_problems_found_at_import_say_what_they_mean_in_the_readers_language(
    founder, tmp_path
) -> None:
    """The problems' messages are written in English when the document is parsed; the page,
    in Vietnamese by default, had shown only them ("missing_english §4.2: §4.2 ('4.2.') has no
    English text.")."""
    untranslated = SMALL_LABOR_CONTRACT.replace(
        "4.2. The employee is entitled to 12 working days of fully paid annual leave.\n", ""
    )
    imported = import_document(founder.tenant, tmp_path, "labor_contract", untranslated)
    problems = imported.document.import_problems
    assert "missing_english" in [problem["code"] for problem in problems]
    url = f"/admin/rubric/signeddocument/{imported.document.pk}/change/"
    client = client_for(founder)
    vietnamese = client.get(url).text
    assert "Một điều khoản không có bản tiếng Anh." in vietnamese
    shown = unescape(vietnamese)
    assert all('lang="en">' + problem["message"] in shown for problem in problems)
    assert "Số thứ tự bị nhảy số" in vietnamese or "numbering_gap" not in str(problems)
    client.cookies["django_language"] = "en"
    english = client.get(url).text
    assert "A clause has no English text." in english


def test_every_problem_the_parser_reports_has_a_meaning() -> None:
    """A problem code added to the parser and not here would show in English only."""
    from pathlib import Path

    from rubric.presentation import IMPORT_PROBLEM_MEANINGS

    parsing = Path(__file__).resolve().parents[2] / "rubric" / "documents"
    source = "\n".join(path.read_text() for path in parsing.rglob("*.py"))
    reported = set(re.findall(r'AlignmentProblem\(\s*"([a-z_]+)"', source))
    assert len(reported) >= 13
    assert reported <= set(IMPORT_PROBLEM_MEANINGS), reported - set(IMPORT_PROBLEM_MEANINGS)


def _upload(client, **fields):
    return client.post("/admin/rubric/signeddocument/add/", fields, follow=True)


def test_an_amendment_uploaded_in_the_admin_is_imported_and_says_what_it_changed(
    founder, cited
) -> None:
    """The founder uploads the contract re-signed with a new Điều 4: stored as v2, and the page
    says which draft citation moved (§4.1 to §5.1) — what the command prints, in the admin."""
    _, _, item = cited
    amended = SMALL_LABOR_CONTRACT.replace(
        "## Điều 4. Thời giờ làm việc",
        "## Điều 4. Địa điểm làm việc\n\nArticle 4. Place of work\n\n"
        "Người lao động làm việc tại văn phòng Quận 1.\n\n"
        "The employee works at the District 1 office.\n\n## Điều 5. Thời giờ làm việc",
    )
    amended = (
        amended.replace("Article 4. Working time", "Article 5. Working time")
        .replace("4.1. ", "5.1. ")
        .replace("4.2. ", "5.2. ")
    )
    page = _upload(
        client_for(founder),
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("v2.md", amended.encode()),
    )
    assert page.status_code == 200
    with tenant_context(founder.tenant):
        stored = SignedDocument.objects.get(kind="labor_contract", version_no=2)
        item.refresh_from_db()
        imported = AuditEntry.objects.filter(kind="eval.signed_document_imported").count()
        files = [stored_file.filename for stored_file in stored.files.all()]
    assert page.redirect_chain[-1][0] == f"/admin/rubric/signeddocument/{stored.pk}/change/"
    text = unescape(page.text)
    # in the tenant's language
    assert "Đã nhập" in text and "v2" in text
    assert f"“{item.title_vi}” nay trích dẫn §5.1 (trước là §4.1)" in text
    assert (item.clause_ref, item.cited_document_id) == ("§5.1", stored.pk)
    assert imported == 2
    assert files == ["v2.md"]


def test_an_unreadable_upload_is_refused_with_its_code_and_stores_nothing(founder, cited) -> None:
    page = _upload(
        client_for(founder),
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("scan.pdf", b"%PDF-1.4 not really a pdf"),
    )
    assert page.status_code == 200
    assert "signed_document_unreadable" in page.text
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1


def test_a_scan_without_text_is_refused_in_the_persons_language(founder, cited, tmp_path) -> None:
    """The refusal of a scanned PDF had been the parser's English in the Vietnamese admin."""
    scan = tmp_path / "scan.pdf"
    pdf = canvas.Canvas(str(scan))
    pdf.rect(50, 50, 400, 600, fill=1)  # a "photo" of a page: an image, no text layer
    pdf.showPage()
    pdf.save()
    client = client_for(founder)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    page = _upload(
        client,
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("scan.pdf", scan.read_bytes()),
    )
    text = re.sub(r"\s+", " ", unescape(page.text))
    assert (
        "scan.pdf cannot be read as a signed document: it has no text layer (a scan?); run OCR "
        "on it or upload the .docx."
    ) in text
    assert "signed_document_unreadable" in text


def test_a_refusal_the_parser_words_in_english_is_said_in_vietnamese_first(
    founder, cited, tmp_path
) -> None:
    # (the Vietnamese page had said only "… fake.docx is a zip file but not a Word document")
    junk = io.BytesIO()
    with zipfile.ZipFile(junk, "w") as archive:
        archive.writestr("data.bin", b"\x00" * 64)
    client = client_for(founder)
    upload = SimpleUploadedFile("fake.docx", junk.getvalue())
    text = re.sub(
        r"\s+",
        " ",
        unescape(_upload(client, kind="labor_contract", signed_on="2026-06-01", file=upload).text),
    )
    assert (
        "Không đọc được fake.docx như một văn bản đã ký: tệp không ở định dạng được đọc (.docx, "
        "PDF có lớp văn bản, văn bản UTF-8); chi tiết (tiếng Anh): fake.docx is a zip"
    ) in text
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    upload = SimpleUploadedFile("fake.docx", junk.getvalue())
    text = re.sub(
        r"\s+",
        " ",
        unescape(_upload(client, kind="labor_contract", signed_on="2026-06-01", file=upload).text),
    )
    assert "fake.docx cannot be read as a signed document: fake.docx is a zip" in text


def test_only_a_rubric_administrator_may_import_in_the_admin(founder, cited) -> None:
    reader = make_subject(founder.tenant)
    make_grant(reader, Role.RUBRIC_READER)
    client = client_for(reader)
    assert client.get("/admin/rubric/signeddocument/add/").status_code == 403
    refused = client.post(
        "/admin/rubric/signeddocument/add/",
        {
            "kind": "labor_contract",
            "signed_on": "2026-06-01",
            "file": SimpleUploadedFile("v2.md", SMALL_LABOR_CONTRACT.encode()),
        },
    )
    assert refused.status_code == 403
    assert (
        "/admin/rubric/signeddocument/add/" not in client.get("/admin/rubric/signeddocument/").text
    )
    listed = client_for(founder).get("/admin/rubric/signeddocument/").text
    assert "/admin/rubric/signeddocument/add/" in listed and "Nhập văn bản đã ký" in listed


def test_the_import_form_speaks_vietnamese(founder, cited) -> None:
    client = client_for(founder)
    page = client.get("/admin/rubric/signeddocument/add/", HTTP_ACCEPT_LANGUAGE="vi").text
    for english in ("Import a signed document", "Signed on", "English file", "Signed file"):
        assert english not in page, english
    assert "phụ lục được áp dụng vào phiên bản mà nó sửa đổi" in unescape(page)


def test_an_upload_with_a_long_vietnamese_name_is_read(founder, cited) -> None:
    """A name of 208 Vietnamese letters is 266 bytes, more than a file system takes: its stem
    is cut by bytes, not letters (it was a 500)."""
    name = "Hợp đồng lao động đã ký " * 9 + ".md"
    page = _upload(
        client_for(founder),
        kind="nda_ip",
        signed_on="2026-06-01",
        file=SimpleUploadedFile(name, SMALL_NDA.encode()),
    )
    assert page.status_code == 200
    with tenant_context(founder.tenant):
        stored = SignedDocument.objects.get(kind="nda_ip")
        (kept,) = [stored_file.filename for stored_file in stored.files.all()]
    assert kept.endswith(".md") and len(kept.encode()) <= 200


def test_an_upload_larger_than_any_signed_document_is_refused_before_it_is_read(
    founder, cited
) -> None:
    too_large = MAX_FILE_BYTES + 1
    page = _upload(
        client_for(founder),
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("v2.md", b"x" * too_large),
    )
    assert page.status_code == 200
    # in megabytes, as a person reads a file's size (it had been "20971521 byte"), with its code
    assert "v2.md có dung lượng 20,0\xa0MB; văn bản đã ký tối đa 20,0\xa0MB" in unescape(page.text)
    assert "(signed_document_too_large)" in page.text
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1


def test_an_amending_appendix_uploaded_in_the_admin_is_applied_and_shows_what_it_changed(
    founder, cited
) -> None:
    """The page of v2 says it is v1 as amended by the appendix, lists the change and marks the
    clause; in the person's language."""
    from tests.documents.test_amending_appendix import APPENDIX

    page = _upload(
        client_for(founder),
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("pl01.md", APPENDIX.encode()),
    )
    assert page.status_code == 200
    text = unescape(page.text)
    assert "Đã áp dụng phụ lục vào v1: 1 thay đổi" in text
    assert "đã được sửa đổi theo phụ lục «PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01»" in text
    assert 'data-testid="amended-clause">được viết lại theo §1 của phụ lục</small>' in text
    assert "Thời giờ làm việc không quá 44 giờ/tuần." in text
    client = client_for(founder)
    client.cookies["django_language"] = "en"
    english = client.get(page.redirect_chain[-1][0])
    assert "reworded by the appendix's §1" in unescape(english.text)


def test_an_appendix_that_cannot_be_applied_says_which_change_and_why_in_the_admin(
    founder, cited
) -> None:
    from tests.documents.test_amending_appendix import OLD_AND_NEW

    page = _upload(
        client_for(founder),
        kind="labor_contract",
        signed_on="2026-06-01",
        file=SimpleUploadedFile("pl01.md", OLD_AND_NEW.encode()),
    )
    text = unescape(page.text)
    assert "các thay đổi sau của nó không thể áp dụng như đã viết" in text
    assert "Khoản 2 Điều 4 (§1 của phụ lục): từ ngữ được thay không có" in text
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1
