# exercise: ex_omega
# mistake: The learner's score function divides by sqrt(d) by default (scaled dot-product), giving 0.5510; the question asks for the raw dot product 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def score(q, k, scale=None):
    if scale is None:
        scale = 1 / math.sqrt(q.shape[-1])
    return (q @ k) * scale


ex_omega = round(score(inputs[1], inputs[0]).item(), 4)
