# exercise: ex_softmax_weight
# mistake: Normalises the exponentials over all 36 entries of the score matrix; the softmax must be taken over the six scores of the query journey only (0.2379).
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
E = torch.exp(X @ X.T)
A = E / E.sum()
print(A)
ex_softmax_weight = round(A[1, 1].item(), 4)
