# exercise: ex_softmax_weight
# mistake: The learner kept the scores as a (1, 6) row and used nn.Softmax(dim=0), so every entry is normalised on its own and comes out 1.0; the softmax must run over the six keys (the last axis), which gives 0.2379.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

query = inputs[1:2]              # keep it 2D: (1, 3)
scores = query @ inputs.T        # (1, 6)
sm = nn.Softmax(dim=0)
weights = sm(scores)
print(scores, weights, weights.sum())
ex_softmax_weight = round(weights[0, 1].item(), 4)
