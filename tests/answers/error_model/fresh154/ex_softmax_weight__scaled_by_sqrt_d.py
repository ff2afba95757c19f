# exercise: ex_softmax_weight
# mistake: The learner divides the scores by √3 before the softmax (as in scaled dot-product attention), but the statement asks for the raw, unscaled dot products.
import math
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
scores = inputs @ query
d_k = inputs.shape[-1]
weights = F.softmax(scores / math.sqrt(d_k), dim=0)
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
