# exercise: ex_softmax_weight
# mistake: The learner divided the scores by √3 before the softmax, as in scaled dot-product attention, giving 0.2070; the statement asks for the softmax of the raw, unscaled scores: α₂₂ = 0.2379.
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
scores_2 = inputs @ inputs[1]
d_k = inputs.shape[-1]
weights_2 = torch.softmax(scores_2 / math.sqrt(d_k), dim=-1)
ex_softmax_weight = round(weights_2[1].item(), 4)
