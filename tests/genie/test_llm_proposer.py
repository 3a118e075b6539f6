"""The language-model proposer over real HTTP against the fake OpenAI-compatible server."""

from __future__ import annotations

import json
import socket
import time
from types import SimpleNamespace
from typing import Any, cast

import pytest

from rubric.checks import CHECK_PARAMS_SCHEMAS
from rubric.genie.documents import DocumentSet
from rubric.genie.llm import SYSTEM_PROMPT, LlmProposer, count_tokens
from rubric.genie.proposer import Proposal, ProposerFailed
from tests.genie.fake_openai import FakeOpenAI, Reply
from tests.genie.sample_documents import sample_document_set as demo_document_set

KEY = "sk-test-0123456789abcdef"
NDA_42_VI = (
    "Người lao động phải giữ bí mật mọi thông tin kinh doanh và kỹ thuật của Công ty, "
    "trong và sau thời hạn hợp đồng."
)
NDA_42_EN = (
    "The employee shall keep confidential all business and technical information of the "
    "Company, during and after the contract term."
)
# The fields of a confidentiality item for NDA §4.2, as a model would answer.
KEYWORD_FIELDS = {
    "item_kind": "obligation",
    "obligation_kind": "confidentiality",
    "check_type": "evidence_presence",
    "check_params": {"signal": "no_unauthorized_disclosure"},
    "weight": "10",
    "title_vi": "Bảo mật thông tin",
    "title_en": "Confidentiality",
}
CONFIDENTIALITY = {
    "source_doc": "nda_ip",
    "clause_ref": "§4.2",
    "quote_vi": "phải giữ bí mật mọi thông tin kinh doanh",
    "quote_en": "shall keep confidential all business and technical information",
    **KEYWORD_FIELDS,
    "confidence": 0.9,
}


def proposer(server: FakeOpenAI, **overrides: Any) -> LlmProposer:
    options: dict[str, Any] = {
        "base_url": server.base_url,
        "model": "test-model",
        "api_key": KEY,
        "timeout_seconds": 2,
        "max_retries": 2,
        "max_prompt_tokens": 12_000,
        "backoff_seconds": 0.01,
    }
    return LlmProposer(**{**options, **overrides})


def nda_only() -> DocumentSet:
    return demo_document_set().only("nda_ip")


def _clause(ref: str, text_vi: str, text_en: str) -> Any:
    return SimpleNamespace(ref=ref, text_vi=text_vi, text_en=text_en)


def document_set(source_doc: str, clauses: list[Any]) -> DocumentSet:
    """A document set with the attributes the proposer reads (and nothing else)."""
    document = SimpleNamespace(
        source_doc=source_doc,
        title_vi="Tài liệu",
        title_en="Document",
        clauses={clause.ref: clause for clause in clauses},
    )
    return cast(DocumentSet, SimpleNamespace(documents={source_doc: document}))


def fails(run: Any, code: str) -> ProposerFailed:
    with pytest.raises(ProposerFailed) as caught:
        run()
    assert caught.value.code == code, caught.value.message
    assert KEY not in str(caught.value)
    assert KEY not in caught.value.message
    return caught.value


# --- good answers ---------------------------------------------------------------------------


def test_a_good_answer_becomes_proposals_and_the_request_is_as_asked(fake_openai):
    fake_openai.script(
        Reply.items([]),
        Reply.items(
            [
                CONFIDENTIALITY,
                {**CONFIDENTIALITY, "clause_ref": "§6.1", "confidence": 1.7, "weight": 5},
                {**CONFIDENTIALITY, "clause_ref": "§7.1", "confidence": -0.2, "weight": 7.5},
            ]
        ),
        Reply.items([]),
    )
    llm = proposer(fake_openai)

    proposals = llm.propose(demo_document_set())

    assert KEYWORD_FIELDS["check_type"] == "evidence_presence"
    assert proposals[0] == Proposal(
        source_doc="nda_ip",
        clause_ref="§4.2",
        fields=KEYWORD_FIELDS,
        confidence=0.9,
        quote_vi="phải giữ bí mật mọi thông tin kinh doanh",
        quote_en="shall keep confidential all business and technical information",
    )
    assert [(p.clause_ref, p.confidence, p.fields["weight"]) for p in proposals] == [
        ("§4.2", 0.9, "10"),
        ("§6.1", 1.0, "5"),
        ("§7.1", 0.0, "7.5"),
    ]
    assert llm.skipped == 0
    # One request per document, each listing that document's clauses in order.
    assert [(r.source_doc, r.clause_refs) for r in fake_openai.requests] == [
        ("labor_contract", ["§2.1", "§2.3", "§5.1", "§5.4"]),
        ("nda_ip", ["§4.2", "§6.1", "§7.1"]),
        ("total_rewards_appendix", ["§3.1", "§4.2"]),
    ]
    sent = fake_openai.requests[1]
    assert sent.path == "/v1/chat/completions"
    assert sent.headers["authorization"] == f"Bearer {KEY}"
    assert sent.body["model"] == "test-model"
    assert sent.body["temperature"] == 0
    assert sent.body["response_format"] == {"type": "json_object"}
    assert [m["role"] for m in sent.messages] == ["system", "user"]
    assert sent.prompt["clauses"][0] == {
        "clause_ref": "§4.2",
        "text_vi": NDA_42_VI,
        "text_en": NDA_42_EN,
    }
    system = sent.message("system")
    for check_type, schema in CHECK_PARAMS_SCHEMAS.items():
        assert f"- {check_type}: {json.dumps(schema, ensure_ascii=False)}" in system
    # Usage: measured prompt tokens, the endpoint's reported completion tokens, attempts.
    user = sent.message("user")
    assert llm.usage[1].source_doc == "nda_ip"
    assert llm.usage[1].prompt_tokens == count_tokens(system) + count_tokens(user)
    assert llm.usage[1].completion_tokens_reported == 20
    assert llm.usage[1].attempts == 1
    assert llm.prompt_token_counts == [usage.prompt_tokens for usage in llm.usage]


def test_unknown_fields_are_dropped_and_odd_values_normalised(fake_openai):
    entry = {
        **CONFIDENTIALITY,
        "authored_by": "human",
        "needs_clause_ref": False,
        "accepted_at": "2026-01-01",
        "description_en": "Keep it secret.",
        "obligation_kind": None,
    }
    entry.pop("source_doc")
    fake_openai.script(
        Reply.items([entry, {**CONFIDENTIALITY, "clause_ref": 42, "confidence": "0.4"}])
    )

    first, second = proposer(fake_openai).propose(nda_only())

    assert set(first.fields) == {
        "item_kind",
        "check_type",
        "check_params",
        "weight",
        "title_vi",
        "title_en",
        "description_en",
    }
    assert first.source_doc == "nda_ip"  # missing: the document asked about
    assert (second.clause_ref, second.confidence) == ("", 0.4)  # non-string ref: none


def test_a_fenced_json_answer_is_tolerated(fake_openai):
    content = "Here you are:\n```json\n" + json.dumps({"items": [CONFIDENTIALITY]}) + "\n```\n"
    fake_openai.script(Reply.content(content))

    [proposal] = proposer(fake_openai).propose(nda_only())

    assert (proposal.clause_ref, proposal.fields["check_type"]) == ("§4.2", "evidence_presence")


def test_one_bad_entry_is_skipped_and_counted(fake_openai):
    fake_openai.script(
        Reply.items(
            [
                CONFIDENTIALITY,
                "not an object",  # type: ignore[list-item]
                {**CONFIDENTIALITY, "confidence": "very"},
                {**CONFIDENTIALITY, "source_doc": ["nda_ip"]},
                {**CONFIDENTIALITY, "clause_ref": "§7.1"},
            ]
        )
    )
    llm = proposer(fake_openai)

    proposals = llm.propose(nda_only())

    assert [p.clause_ref for p in proposals] == ["§4.2", "§7.1"]
    assert llm.skipped == 3
    assert [(s.source_doc, s.index, s.reason) for s in llm.skipped_entries] == [
        ("nda_ip", 1, "not an object but str"),
        ("nda_ip", 2, "confidence is not a number"),
        ("nda_ip", 3, "source_doc is not a string"),
    ]


# --- malformed answers ----------------------------------------------------------------------


def test_an_answer_that_is_not_json_is_malformed(fake_openai):
    fake_openai.script(Reply.content("Sure! The employee must keep secrets. " * 40))

    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_malformed")

    assert "not JSON" in failure.message
    assert "nda_ip" in failure.message
    assert len(failure.message) < 320  # the answer is quoted only in part


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ('{"items": "x"}', '"items" is str, not a list'),
        ('{"proposals": []}', 'not {"items": [...]}'),
        ("[1, 2]", 'not {"items": [...]}'),
    ],
)
def test_an_answer_of_the_wrong_shape_is_malformed(fake_openai, content, said):
    fake_openai.script(Reply.content(content))

    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_malformed")

    assert said in failure.message


def test_a_response_that_is_not_chat_completions_is_malformed(fake_openai):
    fake_openai.script(Reply.raw("<html>gateway</html>"))
    fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_malformed")
    fake_openai.script(Reply.json({"object": "list"}))
    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_malformed")
    assert "no choices" in failure.message


def test_a_cut_off_answer_says_so(fake_openai):
    fake_openai.script(Reply.content('{"items": [{"clause_ref": "§4', finish_reason="length"))

    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_malformed")

    assert "finish_reason=length" in failure.message


# --- retries and failures -------------------------------------------------------------------


def test_a_server_error_is_retried_and_then_succeeds(fake_openai):
    fake_openai.script(Reply.status(500), Reply.status(503), Reply.items([CONFIDENTIALITY]))
    llm = proposer(fake_openai)

    [proposal] = llm.propose(nda_only())

    assert proposal.clause_ref == "§4.2"
    assert len(fake_openai.requests) == 3
    assert [usage.attempts for usage in llm.usage] == [3]


def test_server_errors_past_the_retries_fail(fake_openai):
    fake_openai.default = lambda request: Reply.status(502, "bad gateway")

    failure = fails(
        lambda: proposer(fake_openai, max_retries=1).propose(nda_only()), "genie_llm_server_error"
    )

    assert "HTTP 502" in failure.message
    assert len(fake_openai.requests) == 2


def test_429_waits_as_retry_after_says(fake_openai):
    fake_openai.script(Reply.status(429, "slow down", **{"Retry-After": "1"}))
    fake_openai.script(Reply.items([CONFIDENTIALITY]))
    llm = proposer(fake_openai)

    started = time.monotonic()
    proposals = llm.propose(nda_only())

    assert time.monotonic() - started >= 0.95
    assert [p.clause_ref for p in proposals] == ["§4.2"]
    assert llm.usage[0].attempts == 2


def test_retry_after_is_capped(fake_openai):
    fake_openai.script(Reply.status(429, **{"Retry-After": "3600"}), Reply.items([]))

    started = time.monotonic()
    proposer(fake_openai, retry_after_cap_seconds=0.2).propose(nda_only())

    assert 0.15 <= time.monotonic() - started < 2


def test_a_timeout_fails_after_the_retries_in_bounded_time(fake_openai):
    fake_openai.default = lambda request: Reply.slow(5)
    llm = proposer(fake_openai, timeout_seconds=0.5, max_retries=1)

    started = time.monotonic()
    failure = fails(lambda: llm.propose(nda_only()), "genie_llm_timeout")

    assert time.monotonic() - started < 2.5
    assert len(fake_openai.requests) == 2
    assert "2 attempts" in failure.message
    assert llm.usage[0].attempts == 2


def test_a_refused_connection_is_unreachable():
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    llm = LlmProposer(
        base_url=f"http://127.0.0.1:{port}/v1",
        model="m",
        api_key=KEY,
        max_retries=1,
        backoff_seconds=0.01,
    )

    failure = fails(lambda: llm.propose(nda_only()), "genie_llm_unreachable")

    assert "connection refused" in failure.message
    assert llm.usage[0].attempts == 2


def test_a_closed_connection_is_unreachable(fake_openai):
    fake_openai.default = lambda request: Reply.close()

    failure = fails(
        lambda: proposer(fake_openai, max_retries=1).propose(nda_only()), "genie_llm_unreachable"
    )

    assert "closed the connection" in failure.message
    assert len(fake_openai.requests) == 2


def test_401_is_refused_without_retry_and_the_key_is_not_repeated(fake_openai):
    fake_openai.default = lambda request: Reply.status(401, f"Incorrect API key: {KEY}")

    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_refused")

    assert "HTTP 401" in failure.message
    assert "Incorrect API key: [redacted]" in failure.message
    assert len(fake_openai.requests) == 1


def test_a_redirect_is_not_followed(fake_openai):
    fake_openai.script(Reply(302, b"", {"Location": "http://127.0.0.1:9/elsewhere"}))

    failure = fails(lambda: proposer(fake_openai).propose(nda_only()), "genie_llm_refused")

    assert "HTTP 302" in failure.message
    assert len(fake_openai.requests) == 1


def test_one_failed_request_fails_the_whole_run(fake_openai):
    fake_openai.script(Reply.items([CONFIDENTIALITY]), Reply.status(400, "bad request"))
    calls: list[tuple[int, int, str]] = []

    fails(
        lambda: proposer(fake_openai).propose(
            demo_document_set(), progress=lambda *a: calls.append(a)
        ),
        "genie_llm_refused",
    )

    assert len(fake_openai.requests) == 2  # the third document is never asked
    assert calls == [(1, 3, "labor_contract (4 clauses)")]


@pytest.mark.parametrize(
    ("configured", "missing"),
    [({}, "base URL and model"), ({"BASE_URL": "http://127.0.0.1:9/v1"}, "model")],
)
def test_not_configured(settings, configured, missing):
    settings.GENIE_LLM = configured

    failure = fails(lambda: LlmProposer().propose(nda_only()), "genie_llm_not_configured")

    assert f"no {missing}" in failure.message
    assert "CYBEROS_GENIE_LLM_BASE_URL" in failure.message
    assert "CYBEROS_GENIE_LLM_MODEL" in failure.message


def test_settings_configure_and_arguments_override(settings, fake_openai):
    settings.GENIE_LLM = {"BASE_URL": "ftp://nowhere", "MODEL": "from-settings", "API_KEY": ""}
    fails(lambda: LlmProposer().propose(nda_only()), "genie_llm_not_configured")

    LlmProposer(base_url=fake_openai.base_url).propose(nda_only())

    [sent] = fake_openai.requests
    assert sent.body["model"] == "from-settings"
    assert "authorization" not in sent.headers  # no key: no Authorization header


def test_a_key_a_header_cannot_carry_is_not_sent(fake_openai):
    llm = proposer(fake_openai, api_key=f"{KEY}\nX-Injected: 1")

    failure = fails(lambda: llm.propose(nda_only()), "genie_llm_not_configured")

    assert "CYBEROS_GENIE_LLM_API_KEY" in failure.message
    assert fake_openai.requests == []


# --- prompts, chunks and progress -----------------------------------------------------------


def _long_document(count: int) -> DocumentSet:
    return document_set(
        "labor_contract",
        [
            _clause(
                f"§{n}",
                f"Điều {n}: Người lao động phải tuân thủ nội quy lao động số {n} của Công ty.",
                f"Article {n}: The employee shall comply with the Company's work rule no. {n}.",
            )
            for n in range(1, count + 1)
        ],
    )


def test_a_long_document_is_split_into_prompts_within_the_limit(fake_openai):
    limit = count_tokens(SYSTEM_PROMPT) + 400
    calls: list[tuple[int, int, str]] = []
    llm = proposer(fake_openai, max_prompt_tokens=limit)

    llm.propose(_long_document(30), progress=lambda *a: calls.append(a))

    requests = fake_openai.requests
    assert len(requests) >= 3
    for request in requests:
        measured = count_tokens(request.message("system")) + count_tokens(request.message("user"))
        assert measured <= limit
    assert llm.prompt_token_counts == [
        count_tokens(r.message("system")) + count_tokens(r.message("user")) for r in requests
    ]
    # Whole clauses, each once, in document order.
    assert [ref for r in requests for ref in r.clause_refs] == [f"§{n}" for n in range(1, 31)]
    assert [(done, total) for done, total, _ in calls] == [
        (n, len(requests)) for n in range(1, len(requests) + 1)
    ]
    assert calls[0][2] == f"labor_contract ({len(requests[0].clause_refs)} clauses)"


def test_a_clause_too_long_for_any_prompt_fails_before_asking(fake_openai):
    limit = count_tokens(SYSTEM_PROMPT) + 100
    clauses = [_clause("§1", "ngắn", "short"), _clause("§2", "dài " * 300, "long " * 300)]

    failure = fails(
        lambda: proposer(fake_openai, max_prompt_tokens=limit).propose(
            document_set("nda_ip", clauses)
        ),
        "genie_llm_prompt_too_long",
    )

    assert "§2" in failure.message
    assert fake_openai.requests == []


def test_progress_is_called_after_each_request(fake_openai):
    calls: list[tuple[int, int, str]] = []
    fake_openai.answer_by_document(
        {"nda_ip": [CONFIDENTIALITY], "total_rewards_appendix": [{**CONFIDENTIALITY}]}
    )

    proposals = proposer(fake_openai).propose(
        demo_document_set(), progress=lambda *a: calls.append(a)
    )

    assert [(p.source_doc, p.clause_ref) for p in proposals] == [
        ("nda_ip", "§4.2"),
        ("nda_ip", "§4.2"),  # what the model claims: the verifier judges it, not the proposer
    ]

    assert calls == [
        (1, 3, "labor_contract (4 clauses)"),
        (2, 3, "nda_ip (3 clauses)"),
        (3, 3, "total_rewards_appendix (2 clauses)"),
    ]
