# exercise: ex_softmax_weight
# mistake: The six scores were divided by their sum instead of passed through the softmax (0.2278); α22 = exp(ω22)/Σ exp(ω2j) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

omega = inputs @ inputs.T
D = torch.diag(1.0 / omega.sum(dim=1))
alpha = D @ omega
ex_softmax_weight = round(alpha[1, 1].item(), 4)
