# exercise: ex_softmax_weight
# mistake: Takes row 1 of the weight matrix correctly but column 2 ("starts"), i.e. alpha_23 instead of alpha_22; both indices of alpha_22 are 1 in 0-based Python.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn = inputs @ inputs.T
attn = torch.softmax(attn, dim=-1)
alpha = attn[1]
ex_softmax_weight = round(alpha[2].item(), 4)
