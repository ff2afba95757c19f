# exercise: ex_softmax_weight
# mistake: Computes the scores and softmax in bfloat16 (a mixed-precision habit), whose 8-bit mantissa gives 0.2383 instead of α₂₂ = 0.2379 in float32.
import torch

dtype = torch.bfloat16  # mixed precision, like keras mixed_bfloat16 policy

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]],
    dtype=dtype,
)

scores = inputs @ inputs[1]
weights = torch.softmax(scores, dim=-1)
ex_softmax_weight = round(float(weights[1]), 4)
