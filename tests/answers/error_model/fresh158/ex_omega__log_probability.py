# exercise: ex_omega
# mistake: The learner gave the log-probability omega_21 - logsumexp_j(omega_2j) (a normalised logit) instead of the raw score omega_21 = x2 . x1 = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
logits = inputs @ inputs[1]          # the six scores of "journey"
log_p = logits - torch.logsumexp(logits, dim=0)   # stable in log space
print(log_p)
ex_omega = round(float(log_p[0]), 4)
