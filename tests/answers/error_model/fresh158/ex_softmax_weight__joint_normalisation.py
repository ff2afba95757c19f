# exercise: ex_softmax_weight
# mistake: The learner normalised exp(omega) over all 36 query-key pairs (a joint distribution p(i, j)) instead of over the six keys of the query "journey"; alpha_22 = exp(omega_22) / sum_j exp(omega_2j) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs.T
P = torch.exp(omega) / torch.exp(omega).sum()   # p(i, j), sums to one
ex_softmax_weight = round(P[1, 1].item(), 4)
