# exercise: ex_softmax_weight
# mistake: Read the weight at attn_weights[2, 2] (the third token "starts" on itself) instead of [1, 1] for "journey" (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)

stage = dict()
stage["attn_scores"] = inputs @ inputs.T
stage["attn_weights"] = torch.softmax(stage["attn_scores"], dim=-1)
# alpha_22 -> row 2, column 2
ex_softmax_weight = round(float(stage["attn_weights"][2, 2]), 4)
