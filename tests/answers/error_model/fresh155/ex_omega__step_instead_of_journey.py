# exercise: ex_omega
# mistake: Indexes the query with inputs[2] (reading x^(2) as index 2), which is 'starts', dotted with inputs[1]; the score needs x^(2)=inputs[1] ('journey') and x^(1)=inputs[0] ('Your').
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def score(q, k, scale=None):
    s = torch.dot(q, k)
    if scale is not None:
        s = s / scale
    return s


ex_omega = round(score(inputs[2], inputs[1]).item(), 4)
