# exercise: ex_softmax_weight
# mistake: The learner divided the scores by √3 (the scaled dot product of later sections) before the softmax, though the statement asks for the raw, unscaled dot products.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
d_k = inputs.shape[1]
omega_2 = inputs @ inputs[1]
alpha_2 = torch.softmax(omega_2 / d_k ** 0.5, dim=0)
print(alpha_2)
ex_softmax_weight = round(alpha_2[1].item(), 4)
