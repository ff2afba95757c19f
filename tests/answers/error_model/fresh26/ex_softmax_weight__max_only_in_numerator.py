# exercise: ex_softmax_weight
# mistake: Subtracted the max in the numerator only (exp(ω₂₂ − max) / Σexp(ω₂ⱼ)), giving 0.0533; the max must be subtracted in the denominator too, which gives 0.2379.

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs[1] @ inputs.T
# subtract the max so exp does not overflow
num = torch.exp(scores - scores.max())
den = torch.exp(scores).sum()
weights = num / den
ex_softmax_weight = round(weights[1].item(), 4)
