# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 - p = 0.9 instead of dividing by it; survivors become 1 / (1 - p) = 1.1111.
def keep_prob(p: float) -> float:
    """Probability that an entry survives dropout."""
    return 1.0 - p


def survivor_value(p: float, value: float = 1.0) -> float:
    """Value of a surviving entry after dropout (expectation kept)."""
    return value * keep_prob(p)


ex_dropout_survivor = round(survivor_value(0.1), 4)
