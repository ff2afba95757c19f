# exercise: ex_omega
# mistake: Divides the dot product by √3 as in scaled dot-product attention, giving 0.5510; the question asks for the raw score x⁽²⁾ · x⁽¹⁾ = 0.9544.
"""ω21 for the book's embeddings."""
import math

YOUR: tuple[float, float, float] = (0.43, 0.15, 0.89)
JOURNEY: tuple[float, float, float] = (0.55, 0.87, 0.66)


def attention_score(q: tuple[float, ...], k: tuple[float, ...]) -> float:
    """Dot-product attention score."""
    return sum(a * b for a, b in zip(q, k)) / math.sqrt(len(k))


ex_omega = round(attention_score(JOURNEY, YOUR), 4)
