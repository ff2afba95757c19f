# exercise: ex_softmax_weight
# mistake: Normalised exp(ω₂₂) over all 36 scores of the score matrix instead of over the six scores of the query's row (α₂₂ = 0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = inputs @ inputs.T   # all scores at once
e = torch.exp(omega)
alpha = e / e.sum()
ex_softmax_weight = round(alpha[1, 1].item(), 4)
print(alpha)
