# exercise: ex_softmax_weight
# mistake: Uses log_softmax (for stability) and reports its value -1.4359, the log of the weight; the weight itself is exp of that, 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega_2 = inputs @ inputs[1]
alpha_2 = torch.log_softmax(omega_2, dim=0)   # numerically safer
ex_softmax_weight = round(alpha_2[1].item(), 4)
