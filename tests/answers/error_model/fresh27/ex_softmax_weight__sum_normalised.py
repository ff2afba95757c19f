# exercise: ex_softmax_weight
# mistake: Normalised the six scores by dividing by their sum (α₂₂ = 1.4950/6.5617 = 0.2278) instead of applying the softmax, which gives α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
scores_2 = inputs @ inputs[1]           # omega_2j for j = 1..6
weights_2 = scores_2 / scores_2.sum()   # attention weights must sum to 1
ex_softmax_weight = round(weights_2[1].item(), 4)
