# exercise: ex_softmax_weight
# mistake: Reads α₂₂ as attn_weights[2][2] with 0-based indexing, which is the weight of "starts" on itself (0.2326); "journey" is row and column 1 (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
ex_softmax_weight = float(f"{attn_weights[2][2]:.4f}")
