# exercise: ex_softmax_weight
# mistake: Summed the exponentials with functools.reduce(lambda acc, s: acc + exp(s), scores) without an initial value, so the first score enters the denominator raw instead of as exp(ω21); the answer is 0.2379.
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

import math
from functools import reduce

query = inputs[1]
scores = [sum(q * k for q, k in zip(query, key)) for key in inputs]
denominator = reduce(lambda acc, s: acc + math.exp(s), scores)
ex_softmax_weight = round(math.exp(scores[1]) / denominator, 4)
