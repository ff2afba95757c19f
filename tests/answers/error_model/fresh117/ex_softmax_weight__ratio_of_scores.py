# exercise: ex_softmax_weight
# mistake: Computes ω₂₂ / Σⱼ ω₂ⱼ (plain normalisation of the scores, no exponentials), giving 0.2278; the softmax weight is exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) = 0.2379.
"""Self-weight of the query "journey"."""
X = [
    (0.43, 0.15, 0.89),
    (0.55, 0.87, 0.66),
    (0.57, 0.85, 0.64),
    (0.22, 0.58, 0.33),
    (0.77, 0.25, 0.10),
    (0.05, 0.80, 0.55),
]


def dot(u: tuple[float, ...], v: tuple[float, ...]) -> float:
    return sum(a * b for a, b in zip(u, v))


def normalize(values: list[float]) -> list[float]:
    """Turn scores into weights that sum to one."""
    total = sum(values)
    return [v / total for v in values]


omega_2 = [dot(X[1], x_j) for x_j in X]
ex_softmax_weight = round(normalize(omega_2)[1], 4)
