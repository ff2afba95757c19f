# exercise: ex_softmax_weight
# mistake: The learner's helper scales the scores by 1/sqrt(3) before the softmax (its default), giving 0.2070; the question asks for the softmax of the raw, unscaled dot products (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def attn(query, keys, scale=None):
    if scale is None:
        scale = keys.shape[-1] ** -0.5
    return torch.softmax((keys @ query) * scale, dim=0)


weights_2 = attn(inputs[1], inputs)
print(weights_2, weights_2.sum())
ex_softmax_weight = round(float(weights_2[1]), 4)
