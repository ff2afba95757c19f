# exercise: ex_omega
# mistake: The learner read the value out of the precomputed attention-weight table (after softmax, 0.1385) instead of the raw score table; ω21 is the dot product x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)

LOOKUP = {"scores": attn_scores, "weights": attn_weights}
row, col = 1, 0  # journey, Your
ex_omega = round(LOOKUP["weights"][row, col].item(), 4)
