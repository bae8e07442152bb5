"""What a board shows a person, gathered for the secret tests: every word of a widget tree and the data of every
source its figure draws from."""

from bokeh.models import ColumnDataSource


def words(widget):
    """Every string the widget tree shows: HTML values, labels, picker options, tooltips."""
    parts = []
    for name in ("value", "description", "tooltip", "_options_labels", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, tuple):
            parts += [str(v) for v in value]
    for child in getattr(widget, "children", ()):
        parts.append(words(child))
    return "\n".join(parts)


def shown(widget, figure):
    """All a page shows: the words of `widget`, and the data of every ColumnDataSource of `figure` (in the order they
    were made, the same on two boards built alike), legal-place hover texts included."""
    sources = sorted(figure.select(type=ColumnDataSource), key=lambda s: int(s.id[1:]))
    return words(widget), [dict(s.data) for s in sources]
