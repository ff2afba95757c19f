# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 before the softmax as in scaled attention, giving 0.2070; the statement asks for the unscaled softmax, α₂₂ = 0.2379.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

d = inputs.shape[1]
omega_2 = inputs @ inputs[1]
alpha_2 = torch.softmax(omega_2 / math.sqrt(d), dim=0)
ex_softmax_weight = round(alpha_2[1].item(), 4)
