# exercise: ex_softmax_weight
# mistake: The learner took the logsumexp over all 36 scores of the 6x6 matrix as the normalising constant instead of over the six scores of the query 'journey' only.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import torch

X = torch.tensor(inputs, dtype=torch.float64)
S = X @ X.T
lse = torch.logsumexp(S.flatten(), dim=0)
ex_softmax_weight = round(torch.exp(S[1, 1] - lse).item(), 4)
