# exercise: ex_context
# mistake: Rounds the attention weights to 2 decimals (as printed) before forming the weighted sum, so the context vector is off in the third and fourth decimals; only the final result should be rounded.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

w = torch.softmax(inputs @ inputs[1], dim=0)
w = torch.round(w * 100) / 100   # 0.14, 0.24, 0.23, ...
print(w)
ctx = w @ inputs
ex_context = [round(v, 4) for v in ctx.tolist()]
