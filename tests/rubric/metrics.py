from __future__ import annotations

from cyberos_eval import telemetry


def metric_points(name: str) -> dict[tuple[tuple[str, str], ...], float]:
    """Current value of each data point of ``name``, keyed by its sorted attributes."""
    data = telemetry.memory_metric_reader().get_metrics_data()
    points: dict[tuple[tuple[str, str], ...], float] = {}
    if data is None:
        return points
    for resource in data.resource_metrics:
        for scope in resource.scope_metrics:
            for metric in scope.metrics:
                if metric.name == name:
                    for point in metric.data.data_points:
                        key = tuple(
                            sorted((k, str(v)) for k, v in (point.attributes or {}).items())
                        )
                        points[key] = point.value
    return points
