# exercise: ex_softmax_weight
# mistake: Takes entry 2 of journey's softmax row ("starts", 0.2333) because journey is token 2 counting from 1; with 0-based indexing journey's weight on itself is entry 1 (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]                      # journey
omega = inputs @ query                 # omega_2j for j = 1..6
alpha = torch.softmax(omega, dim=-1)
ex_softmax_weight = round(alpha[2].item(), 4)
