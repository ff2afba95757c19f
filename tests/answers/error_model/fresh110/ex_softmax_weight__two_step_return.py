# exercise: ex_softmax_weight
# mistake: The learner built the row-stochastic transition matrix P = softmax(X Xᵀ) and reported the two-step return probability (P @ P)[1, 1] instead of the one-step weight α₂₂ = P[1, 1] = 0.2379.
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

omega = x @ x.T
P = torch.softmax(omega, dim=-1)   # transition matrix, rows sum to 1
assert torch.allclose(P.sum(-1), torch.ones(6))

# probability that the walk starting at "journey" is back at "journey"
ret = P @ P
ex_softmax_weight = round(ret[1, 1].item(), 4)
