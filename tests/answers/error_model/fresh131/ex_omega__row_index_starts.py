# exercise: ex_omega
# mistake: The learner takes entry [2][0] of the score matrix (query "starts", the third word) instead of [1][0] for "journey"; the right value is x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
print(attn_scores)
# w_21 -> row 2, col 1
w = attn_scores[2][1 - 1]
print(w)
ex_omega = round(w.item(), 4)
