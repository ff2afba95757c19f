# exercise: ex_softmax_weight
# mistake: The denominator sums exp(ω2j) only over the other five tokens (j != 2), so the result is above 0.3; the softmax denominator includes exp(ω22) itself (0.2379).
import math

emb = {
    "Your": [0.43, 0.15, 0.89],
    "journey": [0.55, 0.87, 0.66],
    "starts": [0.57, 0.85, 0.64],
    "with": [0.22, 0.58, 0.33],
    "one": [0.77, 0.25, 0.10],
    "step": [0.05, 0.80, 0.55],
}

def dot(a, b):
    return sum(i * j for i, j in zip(a, b))

q = emb["journey"]
omega = {w: dot(q, v) for w, v in emb.items()}
numerator = math.exp(omega["journey"])
denominator = sum(math.exp(s) for w, s in omega.items() if w != "journey")
ex_softmax_weight = round(numerator / denominator, 4)
