# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled dot-product attention, giving 0.5510; the statement asks for the raw dot product x(2)·x(1) = 0.9544.
import math


class Scorer:
    def __init__(self, d):
        self.scale = math.sqrt(d)

    def __call__(self, q, k):
        return sum(a * b for a, b in zip(q, k)) / self.scale


journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]
ex_omega = round(Scorer(3)(journey, your), 4)
