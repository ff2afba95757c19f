# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(3) before the softmax, but the statement asks for the raw dot products with no scaling.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def attn(q, keys, d_k=None):
    s = keys @ q
    if d_k is None:
        d_k = keys.shape[-1]
    return torch.softmax(s / d_k ** 0.5, dim=-1)


ex_softmax_weight = round(attn(inputs[1], inputs)[1].item(), 4)
