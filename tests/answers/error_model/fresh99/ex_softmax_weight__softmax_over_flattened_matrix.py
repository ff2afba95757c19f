# exercise: ex_softmax_weight
# mistake: The learner built the full 6x6 score matrix and applied one softmax over all 36 entries flattened, then read entry (2,2); the softmax must be over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs.T           # omega[i, j] = x^(i+1) . x^(j+1)
alpha = torch.softmax(omega.flatten(), dim=0).view(6, 6)
alpha_22 = alpha[1, 1]
ex_softmax_weight = round(alpha_22.item(), 4)
