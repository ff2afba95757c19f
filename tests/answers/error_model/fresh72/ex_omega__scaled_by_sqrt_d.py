# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) (scaled dot-product attention) although the question asks for the raw score 0.9544; gives 0.5510.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]


def score(q, k, scale=True):
    """Attention score between query q and key k.

    If ``scale`` is True the result is divided by sqrt(d), as in
    scaled dot-product attention (recommended for stability).
    """
    s = sum(a * b for a, b in zip(q, k))
    if scale:
        s = s / math.sqrt(len(q))
    return s


ex_omega = round(score(journey, your), 4)
