# exercise: ex_softmax_weight
# mistake: Computed the weight stably with log-sum-exp but reported the log-weight log α₂₂ = -1.4359 instead of exponentiating it back to α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
                      dtype=torch.float64)
omega = inputs @ inputs[1]
log_alpha = omega - torch.logsumexp(omega, dim=0)   # stable
ex_softmax_weight = round(log_alpha[1].item(), 4)
