# exercise: ex_softmax_weight
# mistake: Applies the softmax over all 36 entries of the score matrix at once (flattened) and reads entry (2, 2), instead of normalising only over journey's six scores.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = X @ X.T
A = torch.softmax(S.flatten(), dim=0).view_as(S)
ex_softmax_weight = round(A[1, 1].item(), 4)
