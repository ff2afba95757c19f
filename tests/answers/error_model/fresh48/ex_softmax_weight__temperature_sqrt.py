# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/sqrt(3) before the softmax although the statement says no scaling; the softmax of the raw scores gives 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]
scores = inputs @ query
weights = F.softmax(scores / inputs.size(-1) ** 0.5, dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
