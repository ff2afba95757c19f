# exercise: ex_softmax_weight
# mistake: Takes the argmax of the scores as a one-hot weight ('journey' has the largest score, so 1.0000); the softmax weight α₂₂ is 0.2379.

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs[1]
# attention picks the key with the highest score
best = torch.argmax(scores)
alpha = torch.zeros(6)
alpha[best] = 1.0
ex_softmax_weight = round(alpha[1].item(), 4)
