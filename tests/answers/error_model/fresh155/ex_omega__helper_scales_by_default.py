# exercise: ex_omega
# mistake: The learner's score helper divides by sqrt(d)=sqrt(3) by default, so the answer is a scaled score; omega_21 is the raw dot product 0.9544 with no scaling.
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


def score(query, key, scale=None, dim=-1):
    # scaled dot product like in the book
    if scale is None:
        scale = math.sqrt(query.shape[dim])
    return (query * key).sum(dim=dim) / scale


ex_omega = round(float(score(inputs[1], inputs[0])), 4)
