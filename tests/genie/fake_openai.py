"""A fake OpenAI-compatible chat-completions server for tests: real HTTP on 127.0.0.1.

Script what it answers, request by request, then point a proposer at ``server.base_url``::

    with FakeOpenAI() as server:
        server.script(Reply.status(500), Reply.items([{"clause_ref": "§4.2", ...}]))
        LlmProposer(base_url=server.base_url, model="m").propose(documents)
        assert server.requests[0].body["temperature"] == 0

Scripted replies are used first, in order; after them every request gets ``server.default``
(a callable ``(ReceivedRequest) -> Reply``, by default an empty ``{"items": []}`` answer). For
answers per document, ``server.answer_by_document({"nda_ip": [item, ...], ...})``; or set
``server.default = lambda request: Reply...`` and look at ``request.source_doc`` /
``request.clause_refs`` (read from the prompt).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any


def chat_completion(
    content: str | None,
    *,
    finish_reason: str = "stop",
    usage: dict[str, int] | None = None,
    model: str = "fake-model",
) -> dict[str, Any]:
    """A chat-completions response body whose first choice's message says ``content``."""
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
            }
        ],
        "usage": usage or {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


def items_answer(items: Iterable[dict[str, Any]], **kwargs: Any) -> dict[str, Any]:
    """A chat-completions response body answering ``{"items": [...]}``."""
    return chat_completion(json.dumps({"items": list(items)}, ensure_ascii=False), **kwargs)


@dataclass
class Reply:
    """What the server does with one request."""

    status_code: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds to wait before answering (longer than a client's timeout)
    hang_up: bool = False  # close the connection without any answer

    @classmethod
    def json(cls, payload: Any, status: int = 200, **headers: str) -> Reply:
        return cls(status, json.dumps(payload, ensure_ascii=False).encode(), dict(headers))

    @classmethod
    def items(cls, items: Iterable[dict[str, Any]], **kwargs: Any) -> Reply:
        """A good answer: ``{"items": [...]}`` as the message content."""
        return cls.json(items_answer(items, **kwargs))

    @classmethod
    def content(cls, content: str | None, **kwargs: Any) -> Reply:
        """An answer whose message content is exactly ``content`` (malformed, fenced, …)."""
        return cls.json(chat_completion(content, **kwargs))

    @classmethod
    def raw(cls, body: bytes | str, status: int = 200) -> Reply:
        """A body that need not be JSON at all."""
        return cls(status, body.encode() if isinstance(body, str) else body)

    @classmethod
    def status(cls, status: int, message: str = "fake error", **headers: str) -> Reply:
        """An OpenAI-style error, e.g. ``Reply.status(429, **{"Retry-After": "1"})``."""
        return cls.json({"error": {"message": message, "code": status}}, status, **headers)

    @classmethod
    def slow(cls, delay: float, then: Reply | None = None) -> Reply:
        """Answer only after ``delay`` seconds (a client with a shorter timeout gives up)."""
        reply = then or cls.items([])
        return cls(reply.status_code, reply.body, reply.headers, delay=delay)

    @classmethod
    def close(cls) -> Reply:
        """Close the connection without answering."""
        return cls(hang_up=True)


@dataclass(frozen=True)
class ReceivedRequest:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case
    body: Any  # parsed JSON, or None when the body was not JSON

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages", [])) if isinstance(self.body, dict) else []

    def message(self, role: str) -> str:
        return next((m.get("content", "") for m in self.messages if m.get("role") == role), "")

    @property
    def prompt(self) -> dict[str, Any]:
        """The user message as JSON (the document and its clauses), {} when it is not."""
        try:
            parsed = json.loads(self.message("user"))
        except ValueError:
            return {}
        return parsed if isinstance(parsed, dict) else {}

    @property
    def source_doc(self) -> str | None:
        return self.prompt.get("source_doc")

    @property
    def clause_refs(self) -> list[str]:
        return [clause.get("clause_ref") for clause in self.prompt.get("clauses", [])]


Responder = Callable[[ReceivedRequest], Reply]


class FakeOpenAI:
    """A threaded HTTP server on 127.0.0.1 (a free port) answering ``POST …/chat/completions``."""

    def __init__(self, default: Responder | None = None) -> None:
        self.requests: list[ReceivedRequest] = []
        self.default: Responder = default or (lambda request: Reply.items([]))
        self._script: list[Reply] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def script(self, *replies: Reply) -> FakeOpenAI:
        """Queue replies for the next requests, in order."""
        with self._lock:
            self._script.extend(replies)
        return self

    def answer_by_document(self, items: dict[str, list[dict[str, Any]]]) -> FakeOpenAI:
        """From now on (after any scripted replies) answer each request with the items given
        for the document it asks about (``{"items": []}`` for the others)."""
        self.default = lambda request: Reply.items(items.get(request.source_doc or "", []))
        return self

    def start(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._closing.set()  # wakes replies still waiting out their delay
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def _reply_to(self, request: ReceivedRequest) -> Reply:
        with self._lock:
            self.requests.append(request)
            scripted = self._script.pop(0) if self._script else None
        if scripted is not None:
            return scripted
        return self.default(request)


def _handler(server: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            request = ReceivedRequest(
                "POST", self.path, {k.lower(): v for k, v in self.headers.items()}, body
            )
            if not self.path.endswith("/chat/completions"):
                reply = Reply.status(404, f"no route {self.path}")
            else:
                reply = server._reply_to(request)
            if reply.delay and server._closing.wait(reply.delay):
                return
            if reply.hang_up:
                self.close_connection = True
                return
            try:
                self.send_response(reply.status_code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply.body)))
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(reply.body)
            except OSError:  # the client gave up (timed out) first
                self.close_connection = True

        def log_message(self, format: str, *args: Any) -> None:
            pass  # quiet tests

    return Handler
