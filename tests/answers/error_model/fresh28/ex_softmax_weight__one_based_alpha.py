# exercise: ex_softmax_weight
# mistake: Read α₂₂ with 1-based indices as weights[2], the weight journey gives to “starts” (0.2333); its weight on itself is weights[1] = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

omega_2 = inputs @ inputs[1]
alpha_2 = torch.softmax(omega_2, dim=0)
ex_softmax_weight = round(alpha_2[2].item(), 4)   # alpha_22
