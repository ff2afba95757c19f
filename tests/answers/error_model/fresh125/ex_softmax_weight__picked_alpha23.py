# exercise: ex_softmax_weight
# mistake: takes weights[2] (the weight on "starts", α₂₃) because "journey" is token 2; in 0-based indexing α₂₂ is weights[1] = 0.2379.
import torch.nn.functional as F
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = F.softmax(attn_scores, dim=-1)
row = attn_weights[1]
ex_softmax_weight = round(row[2].item(), 4)
