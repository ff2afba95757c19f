# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(d)=sqrt(3) before the softmax, although the statement asks for raw dot products without scaling (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[1]
d = inputs.shape[1]
omega_2 = inputs @ x_2
alpha_2 = torch.softmax(omega_2 / d ** 0.5, dim=-1)
alpha_22 = alpha_2[1]
ex_softmax_weight = round(alpha_22.item(), 4)
