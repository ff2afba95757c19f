# exercise: ex_softmax_weight
# mistake: The learner used index [2, 2] for α₂₂, which in 0-based torch is the weight of "starts" on itself; "journey" is row and column 1.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = torch.einsum("qd,kd->qk", inputs, inputs)
attn_weights = torch.softmax(attn_scores, dim=-1)
print(attn_weights)
ex_softmax_weight = round(attn_weights[2, 2].item(), 4)
