# exercise: ex_softmax_weight
# mistake: The learner applied a causal mask, so “journey” only sees “Your” and itself and gets 0.6320; this question has no mask: the softmax is over all six scores, α₂₂ = 0.2379.

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.T
mask = torch.triu(torch.ones(6, 6, dtype=torch.bool), diagonal=1)
w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
ex_softmax_weight = round(w[1, 1].item(), 4)  # 0.632
