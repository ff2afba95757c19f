# exercise: ex_softmax_weight
# mistake: Divides the scores by √3 as in scaled dot-product attention, but the statement asks for the raw dot products, no scaling.
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
query = inputs[1]
scores = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    scores[j] = torch.dot(query, x_j)
d_k = inputs.shape[-1]
weights = torch.softmax(scores / math.sqrt(d_k), dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
