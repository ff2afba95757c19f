# exercise: ex_omega
# mistake: The learner's score function divides by sqrt(d) by default, giving 0.5510; the question asks for the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math

EMB = {
    "Your": [0.43, 0.15, 0.89],
    "journey": [0.55, 0.87, 0.66],
    "starts": [0.57, 0.85, 0.64],
}

def score(q, k, scaled=True):
    s = sum(a * b for a, b in zip(q, k))
    return s / math.sqrt(len(q)) if scaled else s

ex_omega = round(score(EMB["journey"], EMB["Your"]), 4)
