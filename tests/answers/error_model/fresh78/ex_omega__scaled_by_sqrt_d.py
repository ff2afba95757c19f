# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled dot-product attention; the raw score ω21 is the plain dot product 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def scaled_dot(q, k, scale=True):
    s = torch.dot(q, k)
    return s / math.sqrt(q.shape[-1]) if scale else s


ex_omega = round(scaled_dot(inputs[1], inputs[0]).item(), 4)
