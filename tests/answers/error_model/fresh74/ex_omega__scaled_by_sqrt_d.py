# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled dot-product attention; the raw score ω21 is the plain dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]


class Score:
    def __init__(self, q, k):
        self.q, self.k = q, k

    @property
    def value(self):
        return sum(a * b for a, b in zip(self.q, self.k)) / math.sqrt(len(self.q))


ex_omega = round(Score(x2, x1).value, 4)
