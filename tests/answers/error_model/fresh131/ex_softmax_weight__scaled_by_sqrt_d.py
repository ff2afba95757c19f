# exercise: ex_softmax_weight
# mistake: The learner divides the scores by √3 before the softmax (scaled dot product), although the statement asks for the raw, unscaled dot products; the weight of the raw scores is 0.2379.
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
d_k = inputs.shape[-1]
scores_2 = inputs @ inputs[1]
weights_2 = torch.softmax(scores_2 / math.sqrt(d_k), dim=-1)
print("weights", weights_2)
print("check", weights_2.sum())
ex_softmax_weight = 0.2104  # weights_2[1]
print(round(weights_2[1].item(), 4))
