# exercise: ex_softmax_weight
# mistake: Builds the score matrix as inputs.T @ inputs (3x3, feature-by-feature) instead of inputs @ inputs.T (6x6, token-by-token), so [1, 1] is not journey's weight on itself; the answer is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs.T @ inputs
attn_weights = torch.softmax(attn_scores, dim=-1)
print(attn_weights.sum(dim=-1))
ex_softmax_weight = round(attn_weights[1][1].item(), 4)
