# exercise: ex_softmax_weight
# mistake: Reads the weight at index [2][2] (1-based thinking), which is α₃₃ of 'starts'; journey is row/column 1 in 0-based indexing, α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# alpha_22
ex_softmax_weight = round(attn_weights[2][2].item(), 4)
