# exercise: ex_softmax_weight
# mistake: The learner applies one softmax over all 36 entries of the score matrix (flattened) instead of over journey's six scores only, so the weight is far too small; the softmax must run over row 2 alone.
import torch
from torch import nn

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn = nn.Sequential(nn.Flatten(0, -1), nn.Softmax(dim=0))
scores = inputs @ inputs.T
weights = attn(scores).view(6, 6)
ex_softmax_weight = round(float(weights[1, 1]), 4)
