# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(3) before the softmax (as in scaled dot-product attention), giving 0.2070; the statement asks for the raw, unscaled scores (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

d = inputs.shape[1]
scores = inputs @ inputs[1]
weights = torch.softmax(scores / d ** 0.5, dim=0)
assert torch.isclose(weights.sum(), torch.tensor(1.0))
assert weights.argmax().item() == 1 or weights.argmax().item() == 2
ex_softmax_weight = round(weights[1].item(), 4)
print(ex_softmax_weight)
