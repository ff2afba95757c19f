# exercise: ex_softmax_weight
# mistake: Normalised the scores by dividing by their sum (the book's first, naive normalisation) instead of the softmax; the right weight is exp(w22)/sum exp(w2j) = 0.2379.

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
weights = scores / scores.sum()
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
