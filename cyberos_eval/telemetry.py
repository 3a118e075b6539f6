"""OpenTelemetry wiring: Django request tracing, and the meter the product's metrics use.

Exporters are chosen by settings (``OTEL_METRICS_EXPORTER`` / ``OTEL_TRACES_EXPORTER``):
``none`` (default), ``console``, ``otlp`` (needs ``opentelemetry-exporter-otlp``), or ``memory``
for tests, which read what was recorded through :func:`memory_metric_reader`.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from opentelemetry import metrics, trace
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import (
    ConsoleMetricExporter,
    InMemoryMetricReader,
    MetricReader,
    PeriodicExportingMetricReader,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import (
    ConsoleSpanExporter,
    SimpleSpanProcessor,
    SpanExporter,
)
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

METER_NAME = "cyberos_eval"
_configured = False
_memory_reader: InMemoryMetricReader | None = None


def _metric_reader(kind: str) -> MetricReader | None:
    global _memory_reader
    if kind == "none":
        return None
    if kind == "memory":
        _memory_reader = InMemoryMetricReader()
        return _memory_reader
    if kind == "console":
        return PeriodicExportingMetricReader(ConsoleMetricExporter())
    if kind == "otlp":
        try:
            from opentelemetry.exporter.otlp.proto.http.metric_exporter import (
                OTLPMetricExporter,
            )
        except ImportError as exc:
            raise ImproperlyConfigured(
                "OTLP metrics need: pip install opentelemetry-exporter-otlp"
            ) from exc
        return PeriodicExportingMetricReader(OTLPMetricExporter())
    raise ImproperlyConfigured(f"unknown metrics exporter {kind!r}: none|console|otlp|memory")


def _span_exporter(kind: str) -> SpanExporter | None:
    if kind in {"none", "memory"}:
        return None
    if kind == "console":
        return ConsoleSpanExporter()
    if kind == "otlp":
        try:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        except ImportError as exc:
            raise ImproperlyConfigured(
                "OTLP traces need: pip install opentelemetry-exporter-otlp"
            ) from exc
        return OTLPSpanExporter()
    raise ImproperlyConfigured(f"unknown traces exporter {kind!r}: none|console|otlp|memory")


def configure() -> None:
    """Install the providers once per process and instrument Django."""
    global _configured
    if _configured:
        return
    _configured = True
    resource = Resource.create({"service.name": settings.OTEL_SERVICE_NAME})

    # A real tracer provider even with no exporter: audit rows record the current trace id
    # (the caller's, from its traceparent header, or a new one). Without an exporter nobody
    # sees a span, so none is recorded (ALWAYS_OFF): spans keep their ids, and the Django
    # middleware skips collecting request attributes (about 0.5 ms of every request). With an
    # exporter, the SDK's default sampler (OTEL_TRACES_SAMPLER, else parent-based always-on).
    exporter = _span_exporter(settings.OTEL_TRACES_EXPORTER)
    tracer_provider = TracerProvider(
        resource=resource, sampler=None if exporter is not None else ALWAYS_OFF
    )
    if exporter is not None:
        tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(tracer_provider)

    reader = _metric_reader(settings.OTEL_METRICS_EXPORTER)
    metrics.set_meter_provider(
        MeterProvider(resource=resource, metric_readers=[reader] if reader else [])
    )

    from opentelemetry.instrumentation.django import DjangoInstrumentor

    instrumentor = DjangoInstrumentor()
    if not instrumentor.is_instrumented_by_opentelemetry:
        instrumentor.instrument()


def meter() -> metrics.Meter:
    return metrics.get_meter(METER_NAME)


def memory_metric_reader() -> InMemoryMetricReader:
    if _memory_reader is None:
        raise RuntimeError("metrics exporter is not 'memory' (tests configure it)")
    return _memory_reader


def current_trace_id() -> str | None:
    """The current trace id as 32 lower-case hex digits, or None outside any trace."""
    context = trace.get_current_span().get_span_context()
    if not context.is_valid:
        return None
    return format(context.trace_id, "032x")
