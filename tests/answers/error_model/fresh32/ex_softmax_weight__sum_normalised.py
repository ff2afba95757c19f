# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing by their sum (1.4950 / 6.5617 = 0.2278) instead of the softmax; α₂₂ = 0.2379.

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = torch.empty(6)
for j in range(6):
    omega[j] = torch.dot(inputs[1], inputs[j])
# normalise the scores so they sum to 1
alpha = omega / omega.sum()
assert abs(alpha.sum() - 1) < 1e-6
ex_softmax_weight = round(alpha[1].item(), 4)
