# exercise: ex_dropout_survivor
# mistake: Scales survivors by (1 + p) = 1.1 instead of 1 / (1 - p) = 1.1111.
p = 0.1


def survivor_value(p: float = 0.1, base: float = 1.0) -> float:
    """Value of a kept entry after inverted dropout.

    The kept activations are boosted by the dropped fraction so that
    the expected value stays the same.
    """
    if not 0.0 <= p < 1.0:
        raise ValueError("p must be in [0, 1)")
    return base * (1.0 + p)


ex_dropout_survivor = round(survivor_value(p), 4)
