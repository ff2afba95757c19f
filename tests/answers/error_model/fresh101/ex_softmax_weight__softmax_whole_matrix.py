# exercise: ex_softmax_weight
# mistake: Applies the softmax over all 36 entries of the score matrix at once and reads entry (2, 2); the softmax must run over the six scores of the query 'journey' only.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
