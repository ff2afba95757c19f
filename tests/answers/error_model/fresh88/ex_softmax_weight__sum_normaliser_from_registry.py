# exercise: ex_softmax_weight
# mistake: Picked the "sum" entry of the learner's normaliser registry (ω22 / Σ ω2j = 0.2278) instead of the softmax exp(ω22)/Σ exp(ω2j) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

NORMALISERS = {
    "softmax": lambda s: torch.softmax(s, dim=-1),
    "sum": lambda s: s / s.sum(dim=-1, keepdim=True),
}
NORM = "sum"

scores = inputs[1] @ inputs.T
weights = NORMALISERS[NORM](scores)
ex_softmax_weight = round(float(weights[1]), 4)
