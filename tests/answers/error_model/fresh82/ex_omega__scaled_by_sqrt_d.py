# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention; the question asks for the raw score x2 . x1 = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]

def score(q, k):
    """
    >>> score([1, 0], [0, 1])
    0.0
    """
    return sum(a * b for a, b in zip(q, k)) / math.sqrt(len(k))

ex_omega = round(score(x2, x1), 4)
