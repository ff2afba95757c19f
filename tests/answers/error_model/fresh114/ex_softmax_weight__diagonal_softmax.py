# exercise: ex_softmax_weight
# mistake: Takes the softmax over the diagonal of the score matrix (each token's score with itself) instead of over row 2; alpha_22 = exp(w22) / sum_j exp(w2j) = 0.2379.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = X @ X.T
self_scores = torch.diagonal(S)      # w_jj, the "self" weights
w = torch.softmax(self_scores, dim=0)
ex_softmax_weight = round(w[1].item(), 4)
