from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.genie.fake_openai import FakeOpenAI


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    """A fake OpenAI-compatible endpoint on 127.0.0.1; ``fake_openai.base_url`` to call it."""
    with FakeOpenAI() as server:
        yield server
