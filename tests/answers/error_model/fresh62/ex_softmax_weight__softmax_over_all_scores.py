# exercise: ex_softmax_weight
# mistake: The softmax is taken over all 36 entries of the score matrix flattened (0.0523) instead of over the six scores of the query "journey" (one row): 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T          # 6 x 6
print(attn_scores)
flat = attn_scores.flatten()
attn_weights = torch.softmax(flat, dim=0).view(6, 6)
print(attn_weights.sum())                # 1.0
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
