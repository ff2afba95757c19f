# exercise: ex_omega
# mistake: The learner's score helper divides by sqrt(d) by default, giving 0.9544/sqrt(3) = 0.5510; ω21 is the plain unscaled dot product 0.9544.
import math
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def scores(q, k, scale=True):
    s = q @ k.transpose(-1, -2) if k.dim() > 1 else q @ k
    return s / math.sqrt(q.shape[-1]) if scale else s


ex_omega = round(float(scores(inputs[1], inputs[0])), 4)
