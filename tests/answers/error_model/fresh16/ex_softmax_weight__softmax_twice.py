# exercise: ex_softmax_weight
# mistake: The softmax is applied to attn_weights (already a softmax) instead of attn_scores, giving 0.1787; one softmax of the raw scores gives 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
print(attn_weights)

# row of "journey"
row = torch.softmax(attn_weights[1], dim=-1)
ex_softmax_weight = round(row[1].item(), 4)
