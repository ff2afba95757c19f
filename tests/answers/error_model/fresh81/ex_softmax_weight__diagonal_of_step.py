# exercise: ex_softmax_weight
# mistake: Read α₂₂ as index [2, 2] of the weight matrix (the token "starts" on itself); "journey" is row/column 1 in Python, α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
ex_softmax_weight = round(attn_weights[2, 2].item(), 4)
