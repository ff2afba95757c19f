# exercise: ex_dropout_survivor
# mistake: Assumes survivors are scaled up by the dropped fraction, 1 + p = 1.1; keeping the expectation unchanged needs 1 / (1 − p) = 1.1111.
"""Dropout survivor value."""
DROP_RATE = 0.1


def survivor_value(x: float, p: float) -> float:
    """Survivors make up for the mass that was dropped."""
    return x + x * p


ex_dropout_survivor = float(f"{survivor_value(1.0, DROP_RATE):.4f}")
