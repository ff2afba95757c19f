# exercise: ex_softmax_weight
# mistake: Flattens the whole 6×6 score matrix and takes one softmax over all 36 scores, then reads entry (2, 2); the softmax must run over the six scores of the query "journey" only (answer 0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
# apply softmax to get normalized attention weights
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
