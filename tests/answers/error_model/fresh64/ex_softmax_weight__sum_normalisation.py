# exercise: ex_softmax_weight
# mistake: Normalises the scores by their plain sum (omega_22 / sum_j omega_2j) instead of the softmax exp(omega_22) / sum_j exp(omega_2j).
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = X @ X[1]
ex_softmax_weight = round((omega / omega.sum())[1].item(), 4)
