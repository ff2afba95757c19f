# exercise: ex_softmax_weight
# mistake: Normalised the scores by dividing by their sum (α₂ⱼ = ω₂ⱼ / Σⱼ ω₂ⱼ), giving 0.2278; the question asks for the softmax, α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

omega_2 = torch.empty(6)
for j in range(6):
    omega_2[j] = torch.dot(inputs[1], inputs[j])

# alpha_2j = omega_2j / sum_j omega_2j
alpha_2 = omega_2 / omega_2.sum()
ex_softmax_weight = round(alpha_2[1].item(), 4)
