# exercise: ex_softmax_weight
# mistake: Took one softmax over all 36 entries of the score matrix (0.0523) instead of over journey's six scores, which gives α₂₂ = 0.2379.

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
# softmax over the whole sequence
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view_as(attn_scores)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
