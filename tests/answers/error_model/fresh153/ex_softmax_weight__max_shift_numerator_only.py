# exercise: ex_softmax_weight
# mistake: Subtracts the maximum score for stability in the numerator only and exponentiates the unshifted scores in the denominator; both must be shifted (or neither).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
omega = inputs @ inputs[1]
m = omega.max()
alpha_22 = torch.exp(omega[1] - m) / torch.exp(omega).sum()
print("alpha_22", alpha_22)
ex_softmax_weight = round(alpha_22.item(), 4)
