# exercise: ex_softmax_weight
# mistake: Translated Julia's end-relative index attn[end-4, end-4] (which is journey, 1-based) to attn[-4, -4], which in Python is row 2 ("starts"); journey is attn[1, 1] = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

S = inputs @ inputs.T
attn = torch.softmax(S, dim=-1)
n = attn.size(0)
# journey is 5th from the end -> end-4
a22 = attn[-4, -4]
ex_softmax_weight = round(a22.item(), 4)
