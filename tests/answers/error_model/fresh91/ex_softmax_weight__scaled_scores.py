# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/√3 before the softmax (≈ 0.2070), although the statement says raw dot products without scaling; the right weight is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs @ inputs[1]          # omega_2j for j = 1..6
d_k = inputs.shape[-1]
w = torch.softmax(scores / d_k**0.5, dim=0)
ex_softmax_weight = round(float(w[1]), 4)
